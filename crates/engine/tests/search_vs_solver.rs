//! The generic alpha-beta search checked against Achi's exact solver: in
//! the placing stage (where no position can repeat), whatever the search
//! calls a forced result must be exactly the solver's value, and every
//! forced result within its horizon must be found.

use tabuleiro_engine::games::achi::solver::table;
use tabuleiro_engine::games::achi::Achi;
use tabuleiro_engine::search::{Limits, Root, Searcher, WIN_SCORE};
use tabuleiro_engine::Rules;
use tabuleiro_engine::Value;

fn clock() -> f64 {
    0.0
}

#[test]
fn decisive_scores_match_the_solver_in_the_placing_stage() {
    let mut checked = 0;
    let mut decisive = 0;
    for index in (0..Achi::STATE_COUNT).step_by(5) {
        let s = Achi::from_index(index);
        let (w, b) = (s.men[0].count_ones(), s.men[1].count_ones());
        // Four or fewer pieces down and a consistent count: the next four
        // plies are all placements.
        if s.men[0] & s.men[1] != 0 || w + b > 4 || w.abs_diff(b) > 1 || s.end().is_some() {
            continue;
        }
        let depth = 4;
        let mut searcher = Searcher::<Achi>::new(12);
        let root = Root {
            state: s,
            history: &[],
            no_progress: 0,
        };
        let report = searcher.think(&root, &Limits::depth(depth, clock), &mut |_| {});
        let expected = match table().value(&s) {
            Value::Win(Some(n)) if n <= depth => Some(WIN_SCORE - n as i32),
            Value::Loss(Some(n)) if n <= depth => Some(-(WIN_SCORE - n as i32)),
            _ => None,
        };
        match expected {
            Some(score) => {
                assert_eq!(report.score, score, "{s:?}");
                decisive += 1;
            }
            None => assert!(
                report.score.abs() < WIN_SCORE - 64 * 4,
                "{s:?}: {}",
                report.score
            ),
        }
        // A forced result found must come with a move that keeps it: the
        // quickest win, or the longest resistance.
        if expected.is_some() {
            let best = report.pv[0];
            assert_eq!(
                table().value(&s.play(best)).flip().later(),
                table().value(&s),
                "{s:?}: {best}"
            );
        }
        checked += 1;
    }
    assert!(
        checked > 300 && decisive > 50,
        "{checked} checked, {decisive} decisive"
    );
}

#[test]
fn time_and_node_limits_stop_the_search() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let s = Achi::from_index(0);
    let mut searcher = Searcher::<Achi>::new(12);
    let root = Root {
        state: s,
        history: &[],
        no_progress: 0,
    };
    let limits = Limits {
        max_depth: 64,
        max_nodes: Some(5000),
        time_ms: None,
        now_ms: clock,
        stop: None,
        use_all_time: false,
    };
    let report = searcher.think(&root, &limits, &mut |_| {});
    assert!(report.nodes < 5000 + 2048 * 2, "{}", report.nodes);
    assert!(!report.pv.is_empty(), "a move is always returned");

    let stop = AtomicBool::new(true);
    let limits = Limits {
        max_depth: 64,
        max_nodes: None,
        time_ms: None,
        now_ms: clock,
        stop: Some(&stop),
        use_all_time: false,
    };
    let report = searcher.think(&root, &limits, &mut |_| {});
    assert!(!report.pv.is_empty());
    stop.store(false, Ordering::Relaxed);
}
