//! Puzzles and hints in the page: an Achi puzzle solved by drag and its
//! solved mark surviving a reload; a wrong move refuted, then the puzzle
//! retried; a Rastros puzzle solved; the list reached from a game page; a
//! hint shown without a move being made. Our copy of the engine tells the
//! puzzles (the shipped sets), their solutions and which moves fail.

use std::time::Duration;

use tabuleiro_engine::puzzle::{parse_line, Puzzle};
use tabuleiro_engine::{AnyMatch, GameId};

use crate::achi::{piece, point};
use crate::error::{ensure, Context};
use crate::page::{DropAt, Page};
use crate::runner::{Ctx, Scenario};
use crate::{Error, Result};

/// Loading the page, its wasm, its worker and the puzzle sets.
const LOAD: Duration = Duration::from_secs(30);
/// The computer's answer in a puzzle, or a hint.
const REPLY: Duration = Duration::from_secs(30);

pub fn scenarios() -> Vec<Scenario> {
    vec![
        Scenario {
            name: "achi_puzzle_solved_by_drag_and_remembered".into(),
            run: |c| Box::pin(achi_puzzle_solved(c)),
            limit: Duration::from_secs(150),
        },
        Scenario {
            name: "wrong_move_refuted_then_retried".into(),
            run: |c| Box::pin(wrong_move_refuted_then_retried(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: "rastros_puzzle_solved".into(),
            run: |c| Box::pin(rastros_puzzle_solved(c)),
            limit: Duration::from_secs(150),
        },
        Scenario {
            name: "hint_shown_not_played".into(),
            run: |c| Box::pin(hint_shown_not_played(c)),
            limit: Duration::from_secs(90),
        },
    ]
}

/// The shipped puzzle `id` of `game`.
fn puzzle(game: &str, id: &str) -> Result<Puzzle> {
    let path = crate::repo_root().join(format!("crates/engine/src/games/{game}/puzzles.txt"));
    let text = std::fs::read_to_string(&path).ctx(format!("reading {}", path.display()))?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with(id))
        .map(|(i, l)| parse_line(l, i + 1).map_err(|e| Error(e.message)))
        .next()
        .unwrap_or_else(|| Err(Error(format!("no puzzle {id} in {}", path.display()))))
}

/// Our engine at the puzzle's position.
fn at_start(game: GameId, p: &Puzzle) -> Result<Box<dyn AnyMatch>> {
    match tabuleiro_engine::replay(game, &p.options, &p.moves).map_err(|e| Error(e.message))? {
        Ok(m) => Ok(m),
        Err(fault) => Err(Error(fault.message())),
    }
}

/// Plays `mv` on the page by drag, from where our engine says it starts
/// (the side to move's piece; Rastros' shared marker).
async fn drag(page: &Page, m: &dyn AnyMatch, mv: &str) -> Result<()> {
    let snap = m.snapshot(m.ply());
    let kind = if m.game() == "rastros" {
        "marker"
    } else {
        snap.to_move
    };
    let legal = snap
        .legal
        .iter()
        .find(|l| l.text == mv)
        .ok_or_else(|| Error(format!("{mv} is not legal here")))?;
    let from = legal.from.clone().unwrap_or_else(|| "hand".into());
    page.drag(&piece(kind, &from), DropAt::Element(point(&legal.to)))
        .await
        .ctx(format!("playing {mv} by drag"))
}

async fn open_puzzle(page: &Page, game: &str, p: &Puzzle) -> Result<()> {
    page.goto(&format!("/?game={game}&puzzle={}&lang=en", p.id))
        .await?;
    wait_puzzle(page, "playing", p.n).await
}

/// Waits for the puzzle's state and moves left on the game root.
async fn wait_puzzle(page: &Page, state: &str, left: u32) -> Result<()> {
    page.wait_for(
        &format!("[data-puzzle][data-puzzle-state=\"{state}\"][data-moves-left=\"{left}\"][data-thinking=\"false\"]"),
        LOAD,
    )
    .await
}

/// Plays the puzzle's solution by drag; the computer answers in between.
async fn solve(page: &Page, game: GameId, p: &Puzzle) -> Result<()> {
    let mut m = at_start(game, p)?;
    let line = m
        .puzzle_solution(p.n)
        .map_err(|e| Error(e.message))?
        .ok_or_else(|| Error(format!("{} has no solution", p.id)))?;
    let mut left = p.n;
    for pair in line.chunks(2) {
        drag(page, m.as_ref(), &pair[0]).await?;
        m.play(&pair[0])?;
        left -= 1;
        if let Some(reply) = pair.get(1) {
            let plies = m.ply() + 1;
            page.wait_state(&format!("the computer's answer {reply}"), REPLY, |s| {
                s.plies() >= plies && !s.thinking
            })
            .await?;
            m.play(reply)?;
        }
        if m.outcome().is_none() {
            wait_puzzle(page, "playing", left).await?;
        }
    }
    page.wait_for("[data-puzzle-state=\"solved\"]", REPLY).await
}

async fn achi_puzzle_solved(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let p = puzzle("achi", "achi-045")?;
    open_puzzle(page, "achi", &p).await?;
    solve(page, GameId::Achi, &p).await?;
    // The mark survives a reload, on the list.
    page.goto("/?page=puzzles&game=achi&lang=en").await?;
    page.wait_for(
        &format!(
            "[data-puzzle-list] [data-puzzle-id=\"{}\"][data-solved=\"true\"]",
            p.id
        ),
        LOAD,
    )
    .await?;
    page.goto("/?page=puzzles&game=achi&lang=en").await?;
    page.wait_for(
        &format!("[data-puzzle-id=\"{}\"][data-solved=\"true\"]", p.id),
        LOAD,
    )
    .await?;
    let others = page
        .count("[data-puzzle-list] [data-solved=\"true\"]")
        .await?;
    ensure(others == 1, || {
        format!("{others} puzzles are marked solved, not 1")
    })
}

async fn wrong_move_refuted_then_retried(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let p = puzzle("achi", "achi-061")?;
    open_puzzle(page, "achi", &p).await?;
    let m = at_start(GameId::Achi, &p)?;
    // A legal move after which the player no longer wins within the moves left.
    let wrong = m
        .legal()
        .into_iter()
        .find(|mv| {
            let mut after = at_start(GameId::Achi, &p).expect("the puzzle replays");
            after.play(mv).is_ok() && matches!(after.puzzle_loses_in(p.n - 1), Ok(None))
        })
        .ok_or_else(|| Error::new("every move wins: no wrong move to try"))?;
    drag(page, m.as_ref(), &wrong).await?;
    page.wait_for("[data-puzzle-state=\"failed\"]", REPLY)
        .await?;
    let s = page.state().await?;
    ensure(s.plies() == p.moves.len() + 2, || {
        format!("the refutation should follow the move: {}", s.summary())
    })?;
    page.click("[data-action=\"puzzle-retry\"]").await?;
    wait_puzzle(page, "playing", p.n).await?;
    let s = page.state().await?;
    ensure(s.plies() == p.moves.len(), || {
        format!("retry should restore the puzzle: {}", s.summary())
    })
}

async fn rastros_puzzle_solved(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let p = puzzle("rastros", "rastros-020")?;
    open_puzzle(page, "rastros", &p).await?;
    solve(page, GameId::Rastros, &p).await
}

async fn hint_shown_not_played(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    // The list is one click from a game page.
    page.goto("/?game=morris&mode=ai&level=3&side=white&lang=en")
        .await?;
    page.wait_for("svg[data-board][data-interactive=\"true\"]", LOAD)
        .await?;
    page.click("[data-action=\"puzzles\"]").await?;
    page.wait_for("[data-puzzle-list] [data-puzzle-game=\"morris\"]", LOAD)
        .await?;
    // A hint in an Achi game against the computer: shown, not played.
    page.goto("/?game=achi&mode=ai&level=2&side=black&first=black&lang=en")
        .await?;
    page.wait_for("svg[data-board][data-interactive=\"true\"]", LOAD)
        .await?;
    page.click("[data-action=\"hint\"]").await?;
    page.wait_for("[data-status] [data-hint]", REPLY).await?;
    let hint = page
        .js(
            "return document.querySelector('[data-status] [data-hint]').getAttribute('data-hint');",
            vec![],
        )
        .await?;
    let s = page.state().await?;
    ensure(s.plies() == 0, || {
        format!("the hint made a move: {}", s.summary())
    })?;
    let legal = tabuleiro_engine::GameId::Achi
        .open(&tabuleiro_engine::MatchOptions::new().with("first", "black"))
        .map_err(|e| Error(e.message))?
        .legal();
    ensure(
        hint.as_str().is_some_and(|h| legal.iter().any(|l| l == h)),
        || format!("the hint {hint} is not a legal move"),
    )?;
    page.wait_for("[data-hints=\"1\"]", LOAD).await
}
