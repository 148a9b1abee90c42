//! A second look at the root: once the search has chosen, each move the
//! game prefers there (`Game::root_preference`) is searched on its own,
//! as deep as its share of the time allows, and the best of them that
//! scores within the preference's margin of the choice is played instead.
//! A preferred move the other side could answer with a blow
//! (`Game::is_blow`) is passed over before any search: the margin is for
//! quiet differences the evaluation cannot weigh, not for material. Like
//! the other phases of a `Thinker`'s job it runs to its end in one call or
//! in slices.

use crate::game::{Game, RootPreference};
use crate::search::{is_decisive, Deepening, Limits, Report, Root, Searcher, Store};

/// The game's preference at `root` with the moves worth a second look:
/// those the other side could not answer with a blow. `None` if none is,
/// and the search has all the time to itself.
pub(crate) fn worth_a_look<R: Game>(root: &R) -> Option<RootPreference<R::Move>> {
    let mut preference = root.root_preference()?;
    preference
        .moves
        .retain(|&m| !answerable_with_blow(&root.play(m)));
    (!preference.moves.is_empty()).then_some(preference)
}

/// The preferred moves being searched after the choice.
pub(crate) struct SecondLook<M> {
    choice: Report<M>,
    margin: i32,
    moves: Vec<M>,
    /// How many of `moves` have been searched (or begun: `current`).
    next: usize,
    current: Option<Check<M>>,
    /// The best preferred move within the margin so far.
    pick: Option<Report<M>>,
    /// When the move's time runs out, on the job's clock.
    ends_ms: Option<f64>,
    /// The nodes of every search so far, the choice's included.
    nodes: u64,
}

/// One preferred move's search, and the time it was given.
struct Check<M> {
    deepening: Deepening<M>,
    time_ms: Option<f64>,
}

impl<M: Copy + PartialEq> SecondLook<M> {
    /// The second look at `choice` (a finished search of `root`) over
    /// the moves `worth_a_look` kept, or `None` when the choice stands:
    /// the game prefers it itself (kept or not), it is a blow, or it is
    /// decisive (a win or a loss the margin cannot weigh).
    pub fn start<R: Game<Move = M>>(
        root: &R,
        choice: Report<M>,
        preference: RootPreference<M>,
        ends_ms: Option<f64>,
    ) -> Option<SecondLook<M>> {
        let chosen = *choice.pv.first()?;
        let preferred = root
            .root_preference()
            .is_some_and(|p| p.moves.contains(&chosen));
        let stands = preferred || root.is_blow(chosen) || is_decisive(choice.score);
        (!stands).then_some(SecondLook {
            nodes: choice.nodes,
            choice,
            margin: preference.margin,
            moves: preference.moves,
            next: 0,
            current: None,
            pick: None,
            ends_ms,
        })
    }

    /// The move to play: the pick if there is one, else the choice.
    pub fn answer(&self) -> &Report<M> {
        self.pick.as_ref().unwrap_or(&self.choice)
    }

    /// Searches the preferred moves until all are done (then the answer)
    /// or until `pause_at` (`None`: call again). A set stop flag ends it
    /// with what is known.
    pub fn step<R: Game<Move = M>, T: Store<M>>(
        &mut self,
        searcher: &mut Searcher<R, T>,
        root: &Root<'_, R>,
        limits: &Limits<'_>,
        pause_at: Option<f64>,
    ) -> Option<Report<M>> {
        loop {
            if self.current.is_none() {
                let asked_to_stop = limits
                    .stop
                    .is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed));
                let Some(&m) = self.moves.get(self.next).filter(|_| !asked_to_stop) else {
                    let mut answer = self.answer().clone();
                    answer.nodes = self.nodes;
                    return Some(answer);
                };
                let time_ms = self.share_of_time(limits);
                let own = Limits { time_ms, ..*limits };
                let deepening = searcher.deepen_one_start(root, m, &own);
                self.current = Some(Check { deepening, time_ms });
                self.next += 1;
            }
            let check = self.current.as_mut()?;
            let own = Limits {
                time_ms: check.time_ms,
                ..*limits
            };
            let report =
                searcher.deepen_step(&mut check.deepening, root, &own, pause_at, &mut |_| {})?;
            self.current = None;
            self.nodes += report.nodes;
            self.consider(report);
        }
    }

    /// The time left, shared equally by the preferred moves still to
    /// search (`None`: no clock, each searched to the depth limit).
    fn share_of_time(&self, limits: &Limits<'_>) -> Option<f64> {
        let left = self.ends_ms? - (limits.now_ms)();
        let waiting = (self.moves.len() - self.next).max(1) as f64;
        Some((left / waiting).max(1.0))
    }

    /// Keeps `report` (a preferred move's search) as the pick if it is
    /// within the margin and better than the pick so far. A search that
    /// finished no depth says nothing.
    fn consider(&mut self, report: Report<M>) {
        if report.pv.is_empty() || report.depth == 0 {
            return;
        }
        let close = report.score >= self.choice.score - self.margin;
        let better = self.pick.as_ref().is_none_or(|p| report.score > p.score);
        if close && better {
            self.pick = Some(report);
        }
    }
}

/// Whether the side to move has a blow among its legal moves.
fn answerable_with_blow<R: Game>(state: &R) -> bool {
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    moves.iter().any(|&m| state.is_blow(m))
}

#[cfg(test)]
mod tests {
    use super::{worth_a_look, SecondLook};
    use crate::game::Game;
    use crate::games::morris::{Morris, MorrisMove};
    use crate::rules::{Rules, Side};
    use crate::search::{Report, WIN_SCORE};

    fn start() -> Morris {
        Morris::start(&Default::default())
    }

    fn mv(text: &str, state: &Morris) -> MorrisMove {
        state.parse_move(text).unwrap()
    }

    fn line(state: &Morris, moves: &[&str], score: i32) -> Report<MorrisMove> {
        let mut s = *state;
        let pv = moves
            .iter()
            .map(|t| {
                let m = mv(t, &s);
                s = s.play(m);
                m
            })
            .collect();
        Report {
            depth: 6,
            score,
            nodes: 0,
            time_ms: 0,
            pv,
        }
    }

    fn look(state: &Morris, choice: Report<MorrisMove>) -> Option<SecondLook<MorrisMove>> {
        let preference = worth_a_look(state)?;
        SecondLook::start(state, choice, preference, None)
    }

    #[test]
    fn a_preferred_decisive_or_blow_choice_stands() {
        let s = start();
        assert!(look(&s, line(&s, &["b4"], 10)).is_none(), "preferred");
        assert!(look(&s, line(&s, &["a1"], WIN_SCORE - 9)).is_none(), "won");
        assert!(look(&s, line(&s, &["a1"], 10)).is_some());
        // White's d2 closes b2-d2-f2 and removes: a blow.
        let mill = Morris::from_names("b2 f2", "a1 g1", [7, 7], Side::White).unwrap();
        assert!(look(&mill, line(&mill, &["d2xa1"], 120)).is_none(), "blow");
    }

    #[test]
    fn the_best_preferred_move_within_the_margin_is_played() {
        let s = start();
        let mut l = look(&s, line(&s, &["a1", "d2"], 40)).unwrap();
        l.consider(line(&s, &["b4", "d2"], -30));
        assert!(l.pick.is_none(), "70 worse than the choice: beyond 60");
        l.consider(line(&s, &["d6", "d2"], -10));
        l.consider(line(&s, &["f4", "d2"], 0));
        l.consider(line(&s, &["d2", "b4"], -5));
        assert_eq!(l.answer().pv[0].to_string(), "f4");
    }

    #[test]
    fn a_preferred_move_the_other_side_could_answer_with_a_removal_is_not_searched() {
        // Black threatens b2-d2-f2: after any crossing but d2, Black can
        // close it and remove a man.
        let s = Morris::from_names("a1", "b2 f2", [8, 7], Side::White).unwrap();
        let l = look(&s, line(&s, &["g7"], 0)).unwrap();
        let names: Vec<String> = l.moves.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["d2"]);
        // With no crossing left that blocks (Black threatens d7), the
        // choice stands.
        let s = Morris::from_names("a1 d2 g1 c3", "a7 g7 b4 f4", [5, 5], Side::White).unwrap();
        let moves = s.root_preference().unwrap().moves;
        assert_eq!(moves.len(), 1, "d6 is the crossing left");
        assert!(look(&s, line(&s, &["a4"], 0)).is_none());
    }

    #[test]
    fn a_search_that_finished_no_depth_says_nothing() {
        let s = start();
        let mut l = look(&s, line(&s, &["a1"], 0)).unwrap();
        let mut empty = line(&s, &["b4"], 100);
        empty.depth = 0;
        l.consider(empty);
        assert!(l.pick.is_none());
    }
}
