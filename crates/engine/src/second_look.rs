//! A second look at the root: once the search has chosen, each move the
//! game prefers there (`Game::root_preference`) is searched on its own,
//! as deep as its share of the time allows, and the best of them that
//! scores within the preference's margin of the choice is played instead.
//! A preferred move the other side could answer with a blow
//! (`Game::is_blow`) is passed over before any search: the margin is for
//! quiet differences the evaluation cannot weigh, not for material. When
//! the choice stands (preferred itself, or a blow), the rest of the time
//! goes on deepening it: among the preferred moves if it is one, else over
//! the whole root. Natively the helper threads join each of these
//! searches. Like the other phases of a `Thinker`'s job it runs to its
//! end in one call or in slices.

use crate::game::{Game, RootPreference};
#[cfg(feature = "threads")]
use crate::search::Helpers;
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

/// One search after the choice.
#[derive(Clone, Debug, PartialEq)]
enum Search<M> {
    /// A preferred move on its own, played if it scores within the margin.
    Check(M),
    /// The search goes on among these root moves (all if empty) to the
    /// end of the time, and its answer replaces the choice.
    Onward(Vec<M>),
}

/// The searches after the choice, and what they found.
pub(crate) struct SecondLook<M> {
    choice: Report<M>,
    margin: i32,
    searches: Vec<Search<M>>,
    /// How many of `searches` have been run (or begun: `current`).
    next: usize,
    current: Option<Running<M>>,
    /// The answer so far if not the choice: the best preferred move within
    /// the margin, or the onward search's.
    pick: Option<Report<M>>,
    /// When the move's time runs out, on the job's clock.
    ends_ms: Option<f64>,
    /// The nodes of every search so far, the choice's included.
    nodes: u64,
    /// Threads that join each search, and those at work now.
    #[cfg(feature = "threads")]
    helper_count: usize,
    #[cfg(feature = "threads")]
    helpers: Option<Helpers>,
}

/// One search under way, and the time it was given.
struct Running<M> {
    search: Search<M>,
    deepening: Deepening<M>,
    time_ms: Option<f64>,
}

impl<M: Copy + PartialEq> SecondLook<M> {
    /// What follows `choice` (a finished search of `root`) given the moves
    /// `worth_a_look` kept: each searched on its own; or, if the choice
    /// stands (preferred itself, kept or not, or a blow), its search
    /// deepened to the end of the clock. `None` when nothing follows: the
    /// choice is decisive (a win or a loss the margin cannot weigh), or it
    /// stands with no clock to deepen it by.
    pub fn start<R: Game<Move = M>>(
        root: &R,
        choice: Report<M>,
        preference: RootPreference<M>,
        ends_ms: Option<f64>,
    ) -> Option<SecondLook<M>> {
        let chosen = *choice.pv.first()?;
        if is_decisive(choice.score) {
            return None;
        }
        let preferred = root
            .root_preference()
            .is_some_and(|p| p.moves.contains(&chosen));
        let stands = preferred || root.is_blow(chosen);
        if stands && ends_ms.is_none() {
            return None;
        }
        let searches = if preferred {
            let mut among = preference.moves;
            among.retain(|&m| m != chosen);
            among.insert(0, chosen);
            vec![Search::Onward(among)]
        } else if stands {
            vec![Search::Onward(Vec::new())]
        } else {
            preference.moves.into_iter().map(Search::Check).collect()
        };
        Some(SecondLook {
            nodes: choice.nodes,
            choice,
            margin: preference.margin,
            searches,
            next: 0,
            current: None,
            pick: None,
            ends_ms,
            #[cfg(feature = "threads")]
            helper_count: 0,
            #[cfg(feature = "threads")]
            helpers: None,
        })
    }

    /// Lets `count` helper threads join each search (natively, with a
    /// table they can share).
    #[cfg(feature = "threads")]
    pub fn with_helpers(mut self, count: usize) -> Self {
        self.helper_count = count;
        self
    }

    /// The move to play: the pick if there is one, else the choice.
    pub fn answer(&self) -> &Report<M> {
        self.pick.as_ref().unwrap_or(&self.choice)
    }

    /// Runs the searches until all are done (then the answer) or until
    /// `pause_at` (`None`: call again). A set stop flag ends it with what
    /// is known.
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
                let Some(search) = self.searches.get(self.next).filter(|_| !asked_to_stop) else {
                    let mut answer = self.answer().clone();
                    answer.nodes = self.nodes;
                    return Some(answer);
                };
                let search = search.clone();
                self.next += 1;
                self.current = Some(self.begin_search(searcher, root, limits, search));
            }
            let running = self.current.as_mut()?;
            let own = Limits {
                time_ms: running.time_ms,
                ..*limits
            };
            let report =
                searcher.deepen_step(&mut running.deepening, root, &own, pause_at, &mut |_| {})?;
            let search = self.current.take()?.search;
            self.nodes += report.nodes;
            #[cfg(feature = "threads")]
            {
                self.nodes += self.helpers.take().map_or(0, Helpers::finish);
            }
            self.consider(&search, report);
        }
    }

    /// Starts `search` with its share of the time, its helpers beside it.
    fn begin_search<R: Game<Move = M>, T: Store<M>>(
        &mut self,
        searcher: &mut Searcher<R, T>,
        root: &Root<'_, R>,
        limits: &Limits<'_>,
        search: Search<M>,
    ) -> Running<M> {
        let time_ms = self.share_of_time(limits);
        let own = Limits { time_ms, ..*limits };
        let among = match &search {
            Search::Check(m) => std::slice::from_ref(m),
            Search::Onward(among) => among,
        };
        let deepening = searcher.deepen_among_start(root, among, &own);
        #[cfg(feature = "threads")]
        {
            self.helpers =
                searcher.start_helpers(root, limits.max_depth, limits.now_ms, self.helper_count);
        }
        Running {
            search,
            deepening,
            time_ms,
        }
    }

    /// The time left, shared equally by the searches still to run (`None`:
    /// no clock, each searched to the depth limit).
    fn share_of_time(&self, limits: &Limits<'_>) -> Option<f64> {
        let left = self.ends_ms? - (limits.now_ms)();
        let waiting = (self.searches.len() - self.next + 1).max(1) as f64;
        Some((left / waiting).max(1.0))
    }

    /// Keeps what `search` found: a preferred move's score, as the pick if
    /// it is within the margin and better than the pick so far; the onward
    /// search's answer, if it went at least as deep as the choice. A
    /// search that finished no depth says nothing.
    fn consider(&mut self, search: &Search<M>, report: Report<M>) {
        if report.pv.is_empty() || report.depth == 0 {
            return;
        }
        let keep = match search {
            Search::Onward(_) => report.depth >= self.choice.depth,
            Search::Check(_) => {
                let close = report.score >= self.choice.score - self.margin;
                let better = self.pick.as_ref().is_none_or(|p| report.score > p.score);
                close && better
            }
        };
        if keep {
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
    use super::{worth_a_look, Search, SecondLook};
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

    /// The second look after `choice` with no clock (`go depth`).
    fn look(state: &Morris, choice: Report<MorrisMove>) -> Option<SecondLook<MorrisMove>> {
        look_until(state, choice, None)
    }

    fn look_until(
        state: &Morris,
        choice: Report<MorrisMove>,
        ends_ms: Option<f64>,
    ) -> Option<SecondLook<MorrisMove>> {
        let preference = worth_a_look(state)?;
        SecondLook::start(state, choice, preference, ends_ms)
    }

    /// White's d1 closes a1-d1-g1 and removes (a blow); Black has no two,
    /// so the crossings b4, d2 and f4 are worth a look.
    fn closing_a_mill() -> Morris {
        Morris::from_names("a1 g1", "b2 d6", [7, 7], Side::White).unwrap()
    }

    fn names(moves: &[MorrisMove]) -> Vec<String> {
        moves.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_preferred_decisive_or_blow_choice_stands() {
        let s = start();
        assert!(look(&s, line(&s, &["b4"], 10)).is_none(), "preferred");
        assert!(look(&s, line(&s, &["a1"], WIN_SCORE - 9)).is_none(), "won");
        assert!(look(&s, line(&s, &["a1"], 10)).is_some());
        let mill = closing_a_mill();
        assert!(look(&mill, line(&mill, &["d1xb2"], 120)).is_none(), "blow");
    }

    #[test]
    fn a_choice_that_stands_is_deepened_to_the_end_of_the_clock() {
        let s = start();
        let won = look_until(&s, line(&s, &["a1"], WIN_SCORE - 9), Some(500.0));
        assert!(won.is_none(), "a decisive choice needs no more time");
        // A crossing: the rest of the time among the crossings, it first.
        let l = look_until(&s, line(&s, &["f4"], 10), Some(500.0)).unwrap();
        let [Search::Onward(among)] = &l.searches[..] else {
            panic!("one onward search, not {:?}", l.searches);
        };
        assert_eq!(names(among), ["f4", "d2", "b4", "d6"]);
        // A blow: the rest of the time over the whole root.
        let mill = closing_a_mill();
        let l = look_until(&mill, line(&mill, &["d1xb2"], 120), Some(500.0)).unwrap();
        assert_eq!(l.searches, [Search::Onward(Vec::new())]);
    }

    #[test]
    fn the_onward_search_replaces_the_choice_only_from_as_deep() {
        let s = start();
        let mut l = look_until(&s, line(&s, &["f4", "d2"], 10), Some(500.0)).unwrap();
        let onward = l.searches[0].clone();
        let mut shallow = line(&s, &["b4", "d2"], 30);
        shallow.depth = 5;
        l.consider(&onward, shallow);
        assert_eq!(l.answer().pv[0].to_string(), "f4");
        l.consider(&onward, line(&s, &["d6", "d2"], -200));
        assert_eq!(
            l.answer().pv[0].to_string(),
            "d6",
            "deeper: it knows better"
        );
    }

    #[test]
    fn the_best_preferred_move_within_the_margin_is_played() {
        let s = start();
        let mut l = look(&s, line(&s, &["a1", "d2"], 40)).unwrap();
        let check = |l: &mut SecondLook<MorrisMove>, moves: &[&str], score: i32| {
            let report = line(&s, moves, score);
            l.consider(&Search::Check(report.pv[0]), report);
        };
        check(&mut l, &["b4", "d2"], -30);
        assert!(l.pick.is_none(), "70 worse than the choice: beyond 60");
        check(&mut l, &["d6", "d2"], -10);
        check(&mut l, &["f4", "d2"], 0);
        check(&mut l, &["d2", "b4"], -5);
        assert_eq!(l.answer().pv[0].to_string(), "f4");
    }

    #[test]
    fn a_preferred_move_the_other_side_could_answer_with_a_removal_is_not_searched() {
        // Black threatens b2-d2-f2: after any crossing but d2, Black can
        // close it and remove a man.
        let s = Morris::from_names("a1", "b2 f2", [8, 7], Side::White).unwrap();
        let l = look(&s, line(&s, &["g7"], 0)).unwrap();
        assert_eq!(l.searches, [Search::Check(mv("d2", &s))]);
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
        l.consider(&Search::Check(empty.pv[0]), empty);
        assert!(l.pick.is_none());
    }
}
