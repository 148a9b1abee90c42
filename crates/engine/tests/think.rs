//! Thinking in slices, as the browser worker does: a job run a millisecond
//! at a time ends with a legal move, can be stopped between two slices with
//! the best move so far, and the session thinks again after the game moves
//! on (its searcher, and so its table, kept).

use std::time::Instant;

use tabuleiro_engine::{AnyMatch, ErrorKind, GameId, MatchOptions, ThinkSettings};

fn clock() -> f64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

fn settings(level: u32) -> ThinkSettings {
    ThinkSettings {
        level: Some(level),
        seed: 7,
        ..ThinkSettings::default()
    }
}

/// Runs the job in 1 ms slices; the answer and how many slices it took.
fn sliced(m: &mut dyn AnyMatch, level: u32) -> (String, usize) {
    m.think_begin(&settings(level), clock).unwrap();
    let mut depths = Vec::new();
    for slices in 1.. {
        if let Some(done) = m.think_step(Some(1.0), None, &mut |r| depths.push(r.depth)) {
            assert!(depths.windows(2).all(|w| w[0] < w[1]), "{depths:?}");
            return (done.best, slices);
        }
    }
    unreachable!()
}

#[test]
fn every_level_of_every_game_answers_in_slices() {
    for &game in GameId::ALL {
        let mut m = game.open(&MatchOptions::new()).unwrap();
        for level in 1..=game.levels().len() as u32 {
            let (best, _) = sliced(m.as_mut(), level);
            assert!(m.legal().contains(&best), "{game} level {level}: {best}");
            m.play(&best).unwrap();
            if m.outcome().is_some() {
                break;
            }
        }
    }
}

#[test]
fn a_long_search_runs_in_many_slices_and_stops_when_asked() {
    let mut m = GameId::Morris.open(&MatchOptions::new()).unwrap();
    // The top level thinks to its deadline, so the search is long however
    // quickly a fixed depth is reached (level 9's depth 8 can take under
    // 10 ms from the start, depending on the evaluation's weights).
    let top = GameId::Morris.levels().len() as u32;
    let (best, slices) = sliced(m.as_mut(), top);
    assert!(
        slices > 100,
        "a search to the deadline took {slices} slices"
    );
    assert!(m.legal().contains(&best));
    m.play(&best).unwrap();

    m.think_begin(&settings(top), clock).unwrap();
    assert!(m.think_step(Some(5.0), None, &mut |_| {}).is_none());
    let stopped = m.think_stop().expect("a job was under way");
    assert!(m.legal().contains(&stopped.best), "{}", stopped.best);
    assert!(m.think_stop().is_none(), "nothing is under way any more");
    assert!(m.think_step(Some(5.0), None, &mut |_| {}).is_none());
}

#[test]
fn the_second_look_runs_in_slices_and_stops_when_asked() {
    // White to move, with a7 (or g1) making two mills at once: the
    // search's choice is never a crossing, so with the crossings worth a
    // look (Black has no mill to close) the top level's search has half
    // its time and the crossings' own searches the rest.
    let moves = ["a1", "c5", "g7", "e3"].map(String::from);
    let top = GameId::Morris.levels().len() as u32;
    let replay = || {
        tabuleiro_engine::replay(GameId::Morris, &MatchOptions::new(), &moves)
            .unwrap()
            .ok()
            .unwrap()
    };
    let mut m = replay();
    let (best, _) = sliced(m.as_mut(), top);
    assert!(m.legal().contains(&best), "{best}");

    // Stopped after its choice's share of the time, inside the look.
    let mut m = replay();
    m.think_begin(&settings(top), clock).unwrap();
    let started = clock();
    while clock() - started < 1200.0 {
        assert!(m.think_step(Some(5.0), None, &mut |_| {}).is_none());
    }
    let stopped = m.think_stop().expect("a job was under way");
    assert!(m.legal().contains(&stopped.best), "{}", stopped.best);
}

#[test]
fn thinking_about_a_finished_game_is_an_error_with_its_kind() {
    let moves = ["a1", "a2", "b1", "b2", "c1"].map(String::from);
    let mut m = tabuleiro_engine::replay(GameId::Achi, &MatchOptions::new(), &moves)
        .unwrap()
        .ok()
        .unwrap();
    let e = m.think_begin(&settings(1), clock).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Finished);
    let e = GameId::Achi
        .open(&MatchOptions::new())
        .unwrap()
        .think_begin(&settings(9), clock)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::NoSuchLevel);
}
