//! Achi scenarios (RULES.md §1) against the game page: loading, placing by
//! drag and the computer's reply, illegal drops that must change nothing,
//! and a whole game won against the perfect level by moves from our own
//! copy of the engine's solver.

use std::time::Duration;

use tabuleiro_engine::any::AnyMatch;
use tabuleiro_engine::Side;
use tabuleiro_engine::{GameId, MatchOptions};

use crate::engine::{pieces_on, replay};
use crate::error::{ensure, Context};
use crate::page::{DropAt, Page};
use crate::runner::{Ctx, Scenario};
use crate::state::PageState;
use crate::{Error, Result};

/// Achi against the computer at its perfect level; the human is Black,
/// at the bottom, and moves first in the first game.
pub const VS_PERFECT: &str = "/?game=achi&mode=ai&level=4&side=black";

pub const POINTS: [&str; 9] = ["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"];

/// Loading the page, its wasm and its worker.
const LOAD: Duration = Duration::from_secs(30);
/// The computer's reply (the first one also starts the worker).
const REPLY: Duration = Duration::from_secs(30);
/// How soon a human move shows on the board and in the scorepad.
const SHOW: Duration = Duration::from_secs(10);
/// How long an illegal drop is given to (wrongly) change something.
const SETTLE: Duration = Duration::from_millis(800);

/// The scenarios, each name prefixed with `prefix`.
pub fn scenarios(prefix: &str) -> Vec<Scenario> {
    let named = |n: &str| format!("{prefix}{n}");
    vec![
        Scenario {
            name: named("load"),
            run: |c| Box::pin(load(c)),
            limit: Duration::from_secs(60),
        },
        Scenario {
            name: named("drag_place_and_reply"),
            run: |c| Box::pin(drag_place_and_reply(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("illegal_drop_returns"),
            run: |c| Box::pin(illegal_drop_returns(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("full_game_vs_perfect"),
            run: |c| Box::pin(full_game_vs_perfect(c)),
            limit: Duration::from_secs(300),
        },
    ]
}

/// `svg[data-board] [data-point="b2"]`
pub fn point(name: &str) -> String {
    format!("svg[data-board] [data-point=\"{name}\"]")
}

/// A piece of `kind` at `at` (a point or `hand`).
pub fn piece(kind: &str, at: &str) -> String {
    format!("[data-piece=\"{kind}\"][data-at=\"{at}\"]")
}

/// Opens `url` and waits for a fresh Achi board with 4 + 4 pieces in hand.
pub async fn open_game(page: &Page, url: &str) -> Result<PageState> {
    page.goto(url).await?;
    page.wait_state("a new Achi board with 4 + 4 pieces in hand", LOAD, |s| {
        s.game.as_deref() == Some("achi")
            && s.board
            && s.point_names().len() == 9
            && s.hand("black") == 4
            && s.hand("white") == 4
            && !s.thinking
    })
    .await
}

/// Plays `mv` for `kind` by dragging: a hand piece to a point for a
/// placement, the piece on `from` to `to` for a slide `from-to`.
pub async fn drag_move(page: &Page, kind: &str, mv: &str) -> Result<()> {
    let (source, target) = match mv.split_once('-') {
        Some((from, to)) => (piece(kind, from), point(to)),
        None => (piece(kind, "hand"), point(mv)),
    };
    page.drag(&source, DropAt::Element(target))
        .await
        .ctx(format!("playing {mv} by drag"))
}

/// Waits until the scorepad has `ply` rows, the last one `mv`.
async fn wait_row(page: &Page, ply: usize, mv: &str) -> Result<PageState> {
    page.wait_state(&format!("scorepad row {ply} to read {mv}"), SHOW, |s| {
        // The computer may already have answered: more rows are fine.
        s.plies() >= ply && s.move_at(ply as u32).as_deref() == Some(mv)
    })
    .await
}

/// Waits for the computer's move number `ply` and returns it.
async fn wait_reply(page: &Page, ply: usize) -> Result<(String, PageState)> {
    let s = page
        .wait_state(
            &format!("the computer's move (scorepad row {ply}, not thinking)"),
            REPLY,
            |s| s.plies() >= ply && !s.thinking,
        )
        .await?;
    ensure(s.plies() == ply && s.rows_are_consecutive(), || {
        format!("expected scorepad rows 1..{ply}: {}", s.summary())
    })?;
    let mv = s
        .move_at(ply as u32)
        .ok_or_else(|| Error(format!("no move in scorepad row {ply}: {}", s.summary())))?;
    Ok((mv, s))
}

fn achi_match() -> Result<Box<dyn AnyMatch>> {
    replay(
        GameId::Achi,
        &MatchOptions::new().with("first", "black"),
        &[],
    )
}

/// Pieces in hand, white's then black's, in the match's current position.
pub fn hand_of(m: &dyn AnyMatch) -> [u32; 2] {
    let hand = m.snapshot(m.ply()).hand;
    [
        hand.get("white").copied().unwrap_or(0),
        hand.get("black").copied().unwrap_or(0),
    ]
}

/// Pieces on the board (white's, black's) and in hand (white, black) in
/// the engine's match.
fn expected_pieces(m: &dyn AnyMatch) -> (Vec<String>, Vec<String>, [u32; 2]) {
    (pieces_on(m, "white"), pieces_on(m, "black"), hand_of(m))
}

/// Waits until the page's pieces stand where the engine's match has them.
async fn wait_board_matches(page: &Page, m: &dyn AnyMatch) -> Result<PageState> {
    let (white, black, hand) = expected_pieces(m);
    let what = format!(
        "the board after {:?}: white on {white:?} (hand {}), black on {black:?} (hand {})",
        m.moves(),
        hand[0],
        hand[1]
    );
    page.wait_state(&what, SHOW, |s| {
        s.on_board("white") == white
            && s.on_board("black") == black
            && s.hand("white") == hand[0] as usize
            && s.hand("black") == hand[1] as usize
    })
    .await
}

pub async fn load(c: &mut Ctx<'_>) -> Result<()> {
    let s = open_game(&c.page, VS_PERFECT).await?;
    ensure(s.point_names() == POINTS, || {
        format!("the board's points are {:?}", s.point_names())
    })?;
    ensure(s.points.len() == 9, || {
        format!(
            "expected one [data-point] hit target per point, found {}",
            s.points.len()
        )
    })?;
    ensure(
        s.on_board("white").is_empty() && s.on_board("black").is_empty(),
        || format!("pieces on the board at the start: {}", s.summary()),
    )?;
    ensure(s.plies() == 0 && s.winner.is_none(), || {
        format!("not a new game: {}", s.summary())
    })?;
    ensure(c.page.count("[data-status]").await? > 0, || {
        "no [data-status] element".into()
    })?;
    ensure(c.page.count("[data-scorepad]").await? > 0, || {
        "no [data-scorepad] element".into()
    })?;
    Ok(())
}

/// Places b2 by drag and waits for the computer's reply; returns it.
async fn place_b2_and_wait(page: &Page) -> Result<String> {
    open_game(page, VS_PERFECT).await?;
    drag_move(page, "black", "b2").await?;
    let s = wait_row(page, 1, "b2").await?;
    ensure(s.on_board("black") == ["b2"], || {
        format!("no black piece on b2 after the drag: {}", s.summary())
    })?;
    let (reply, s) = wait_reply(page, 2).await?;
    let mut m = achi_match()?;
    m.play("b2").ctx("the engine playing b2")?;
    m.play(&reply).ctx(format!(
        "the computer's reply {reply} is not legal after b2"
    ))?;
    ensure(s.on_board("white") == [reply.clone()], || {
        format!(
            "the computer wrote {reply} but the board shows {}",
            s.summary()
        )
    })?;
    wait_board_matches(page, m.as_ref()).await?;
    Ok(reply)
}

pub async fn drag_place_and_reply(c: &mut Ctx<'_>) -> Result<()> {
    place_b2_and_wait(&c.page).await.map(|_| ())
}

pub async fn illegal_drop_returns(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let reply = place_b2_and_wait(page).await?;
    let unchanged = |s: &PageState| {
        s.plies() == 2
            && s.hand("black") == 3
            && s.hand("white") == 3
            && s.on_board("black") == ["b2"]
            && s.on_board("white") == [reply.clone()]
            && !s.thinking
    };
    let hand = piece("black", "hand");
    let drops = [
        ("onto its own piece on b2", DropAt::Element(point("b2"))),
        ("onto the computer's piece", DropAt::Element(point(&reply))),
        ("outside the board", DropAt::OffBoard),
    ];
    for (what, to) in drops {
        page.drag(&hand, to).await.ctx(format!("dragging {what}"))?;
        tokio::time::sleep(SETTLE).await;
        let s = page
            .wait_state(
                &format!("nothing to change after a drop {what}"),
                SHOW,
                unchanged,
            )
            .await?;
        ensure(s.rows_are_consecutive(), || {
            format!("scorepad after a drop {what}: {}", s.summary())
        })?;
    }
    // The board still takes a legal move afterwards.
    let mut m = achi_match()?;
    m.play("b2")?;
    m.play(&reply)?;
    let next = m
        .legal()
        .into_iter()
        .next()
        .ok_or_else(|| Error::new("no legal move after two placements"))?;
    drag_move(page, "black", &next).await?;
    wait_row(page, 3, &next).await?;
    m.play(&next)?;
    if m.outcome().is_none() {
        let (mv, _) = wait_reply(page, 4).await?;
        m.play(&mv)
            .ctx(format!("the computer's move {mv} is not legal"))?;
    }
    wait_board_matches(page, m.as_ref()).await.map(|_| ())
}

pub async fn full_game_vs_perfect(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let mut m = achi_match()?;
    let verdict = m
        .solve()
        .ok_or_else(|| Error::new("the engine cannot solve Achi"))?
        .value
        .to_string();
    ensure(verdict == "win 15", || {
        format!("the engine says the start is '{verdict}', expected 'win 15'")
    })?;
    open_game(page, VS_PERFECT).await?;
    while m.outcome().is_none() {
        let ply = m.ply();
        ensure(ply < 40, || {
            format!("no end after {ply} plies: {:?}", m.moves())
        })?;
        let to_move = m.snapshot(ply).to_move;
        if to_move == "black" {
            let best = m
                .solve()
                .and_then(|s| s.best.into_iter().next())
                .ok_or_else(|| Error(format!("no best move after {:?}", m.moves())))?;
            drag_move(page, "black", &best).await?;
            wait_row(page, ply + 1, &best).await?;
            m.play(&best).ctx("the engine playing its own best move")?;
        } else {
            let (mv, _) = wait_reply(page, ply + 1).await?;
            m.play(&mv).ctx(format!(
                "the computer's move {mv} is not legal after {:?}",
                m.moves()
            ))?;
        }
        // Compare boards only where no reply can be on its way: after the
        // computer's move, or at the end.
        if to_move != "black" || m.outcome().is_some() {
            wait_board_matches(page, m.as_ref()).await?;
        }
    }
    let outcome = m
        .outcome()
        .ok_or_else(|| Error::new("the replay did not end"))?;
    ensure(outcome.winner == Some(Side::Black), || {
        format!(
            "our replay ended {outcome:?}, not a win for Black: {:?}",
            m.moves()
        )
    })?;
    ensure(m.ply() == 15, || {
        format!("Black won in {} plies, not 15: {:?}", m.ply(), m.moves())
    })?;
    let s = page
        .wait_state("the result: Black wins", SHOW, |s| {
            s.winner.as_deref() == Some("black")
        })
        .await?;
    ensure(s.plies() == 15 && s.rows_are_consecutive(), || {
        format!("expected 15 scorepad rows at the end: {}", s.summary())
    })?;
    let replay: Vec<String> = (1..=15).filter_map(|p| s.move_at(p)).collect();
    ensure(replay == m.moves(), || {
        format!(
            "the scorepad {replay:?} differs from the game {:?}",
            m.moves()
        )
    })?;
    ensure(!s.thinking, || {
        "the computer still thinks after the end".into()
    })?;
    Ok(())
}
