//! Nine Men's Morris: the moves the engine prefers at the root. Early in
//! the placement a man on a crossing (b4, d2, f4, d6: four lines meet
//! there) keeps slides for the sliding phase that no search this early
//! reaches, and the evaluation's weights, fitted to middle-game scores,
//! undervalue it. Played within a margin of the search's choice, the
//! crossings halve the drawn first choices Black gives away (the screen
//! in docs/morris-engine.md, "The twenty-third round").

use super::eval::tuning;
use super::rules::{bits, index_of, Morris, MorrisMove, PIECES_PER_SIDE};
use crate::game::RootPreference;
use crate::rules::Rules;

/// The four crossings as a mask.
const CROSSINGS: u32 =
    1 << index_of("b4") | 1 << index_of("d2") | 1 << index_of("f4") | 1 << index_of("d6");

/// The vacant crossings the side to move may take with a plain placement,
/// while fewer than `crossing_plies` men have been placed; `None` once the
/// rule is over or off (a negative margin).
pub fn root_preference(state: &Morris) -> Option<RootPreference<MorrisMove>> {
    let t = tuning();
    let placed =
        2 * u32::from(PIECES_PER_SIDE) - u32::from(state.hand[0]) - u32::from(state.hand[1]);
    if t.crossing_margin < 0 || placed >= t.crossing_plies {
        return None;
    }
    let mut legal = Vec::new();
    state.legal_moves(&mut legal);
    let moves: Vec<MorrisMove> = bits(CROSSINGS & state.vacant())
        .map(|p| MorrisMove::place(usize::from(p)))
        .filter(|m| legal.contains(m))
        .collect();
    (!moves.is_empty()).then_some(RootPreference {
        moves,
        margin: t.crossing_margin,
        choice_share: t.crossing_choice_share,
    })
}

#[cfg(test)]
mod tests {
    use super::root_preference;
    use crate::games::morris::Morris;
    use crate::rules::{Rules, Side};

    fn names(state: &Morris) -> Vec<String> {
        root_preference(state)
            .map(|p| p.moves.iter().map(ToString::to_string).collect())
            .unwrap_or_default()
    }

    #[test]
    fn the_vacant_crossings_are_preferred_early_in_the_placement() {
        let start = Morris::start(&Default::default());
        assert_eq!(names(&start), ["d2", "b4", "f4", "d6"]);
        let some = Morris::from_names("b4 a1", "d6", [7, 8], Side::Black).unwrap();
        assert_eq!(names(&some), ["d2", "f4"]);
    }

    #[test]
    fn a_crossing_that_closes_a_mill_is_not_a_plain_placement() {
        // b4 closes b2-b4-b6 for White: its moves remove a man, so the
        // preference leaves it to the search.
        let mill = Morris::from_names("b2 b6", "d2 f4 d6", [7, 6], Side::White).unwrap();
        assert!(names(&mill).is_empty());
    }

    #[test]
    fn the_preference_ends_with_the_twelfth_placement() {
        let eleven = Morris::from_names("a1 g1 a7 g7 c3 e5", "d1 d7 a4 g4 c5", [3, 4], Side::Black);
        assert_eq!(names(&eleven.unwrap()), ["d2", "b4", "f4", "d6"]);
        let twelve = Morris::from_names(
            "a1 g1 a7 g7 c3 e5",
            "d1 d7 a4 g4 c5 e3",
            [3, 3],
            Side::White,
        );
        assert!(names(&twelve.unwrap()).is_empty());
    }
}
