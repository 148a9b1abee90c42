//! Nine Men's Morris scenarios (RULES.md §3) against the game page:
//! placing by drag and by click, sliding, an illegal drop, the removal step
//! after a mill (by drag off the board, by click, cancelled by Escape or by
//! a click on an empty point), the computer's answer and its removal, and a
//! flying move. Positions are set up by `moves=` records; our own copy of
//! the engine replays each record and tells where every piece, count and
//! phase must be.
//!
//! Besides DESIGN.md's DOM contract, the Morris page has: `data-removing`
//! on `svg[data-board]` during the removal step, `data-pending` on the moved
//! piece and `data-removable` on the pieces that may be taken, a
//! `data-last-removed` mark on the board after a move with a removal,
//! `[data-morris-side="white|black"]` with `data-in-hand`, `data-on-board`
//! and `data-phase`, and `[data-no-progress]`.

use std::collections::BTreeSet;
use std::time::Duration;

use fantoccini::key::Key;
use serde_json::Value;
use tabuleiro_engine::any::AnyMatch;
use tabuleiro_engine::{GameId, MatchOptions};

use crate::achi::{drag_move, point};
use crate::engine::{self, pieces_on};
use crate::error::{ensure, Context};
use crate::page::{poll, DropAt, Page};
use crate::runner::{Ctx, Scenario};
use crate::state::{PageState, READ_STATE_JS};
use crate::{Error, Result};

/// Loading the page, its wasm and its worker.
const LOAD: Duration = Duration::from_secs(30);
/// The computer's move (the first one also starts the worker).
const REPLY: Duration = Duration::from_secs(60);
/// How soon a move shows on the board and in the scorepad.
const SHOW: Duration = Duration::from_secs(10);
/// How long an illegal drop is given to (wrongly) change something.
const SETTLE: Duration = Duration::from_millis(800);

/// 18 placements without a mill: the sliding phase, White to move.
/// White on b4 c4 d3 d5 d7 e4 e5 f2 f4, Black on a1 a4 b2 b6 c5 d1 e3 f6
/// g7; a7 c3 d2 d6 g1 g4 are empty. White may slide d7-a7 (no mill: g7 is
/// Black's); d7-g1 is no line, so dropping d7 on the empty g1 is illegal.
const REC_SLIDING: &str = "f4,c5,d5,g7,f2,a1,e5,d1,d7,a4,b4,b6,d3,f6,c4,e3,e4,b2";

/// A mill to close by a placement, White to move (10 plies, Black's mill
/// f6xa1 on the way). White on a4 a7 d7 e4 (4 in hand), Black on b6 d6 f6
/// (a mill) and c5 e3 (4 in hand). White's g7 closes a7-d7-g7; the pieces
/// it may remove are c5 and e3 only: b6 d6 f6 stand in a mill.
const REC_MILL: &str = "a7,b6,d7,d6,a1,f6xa1,a4,c5,e4,e3";

/// White down to 3 pieces (it lost 6 to Black's mills), none in hand:
/// White flies, Black (9 on the board) slides; 26 plies, White to move.
/// White on c5 e4 f6, Black on a1 b2 c3 d1 d2 d3 e3 f2 g1. White flies
/// f6-a7 (no line joins them); then Black g1-g4, White c5-b6 (another fly),
/// and Black's g4-g1 closes a1-d1-g1 again: any White piece may go (none
/// is in a mill) and White, left with 2, loses.
const REC_FLY: &str = "b4,d2,g7,f2,f6,b2xf6,f6,d1,b6,d3xb6,e5,c3,c5,e3xg7,d6,g1,g4,a1xb4,\
                       g4-f4,a1-a4,e5-e4,a4-a1xf4,e4-e5,g1-g4,e5-e4,g4-g1xd6";

/// `REC_FLY` then f6-a7 g1-g4 c5-b6: Black to move (29 plies), White on a7
/// b6 e4. Black's g4-g1 closes a1-d1-g1 and takes one of them, leaving
/// White 2 pieces: the win, which the computer (level 10) must play — its
/// only moves with a removal are g4-g1xa7, g4-g1xb6 and g4-g1xe4.
const REC_WIN: &str = "b4,d2,g7,f2,f6,b2xf6,f6,d1,b6,d3xb6,e5,c3,c5,e3xg7,d6,g1,g4,a1xb4,\
                       g4-f4,a1-a4,e5-e4,a4-a1xf4,e4-e5,g1-g4,e5-e4,g4-g1xd6,f6-a7,g1-g4,c5-b6";

/// The scenarios, each name prefixed with `prefix`.
pub fn scenarios(prefix: &str) -> Vec<Scenario> {
    let named = |n: &str| format!("{prefix}{n}");
    vec![
        Scenario {
            name: named("place_and_slide"),
            run: |c| Box::pin(place_and_slide(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("mill_and_remove_by_drag"),
            run: |c| Box::pin(mill_and_remove_by_drag(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("mill_remove_by_click_and_cancel_by_click"),
            run: |c| Box::pin(mill_remove_by_click_and_cancel_by_click(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("computer_answers"),
            run: |c| Box::pin(computer_answers(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("computer_removes"),
            run: |c| Box::pin(computer_removes(c)),
            limit: Duration::from_secs(150),
        },
        Scenario {
            name: named("endgame_table_built_beside_the_search"),
            run: |c| Box::pin(endgame_table_built_beside_the_search(c)),
            limit: Duration::from_secs(150),
        },
        Scenario {
            name: named("flying_move"),
            run: |c| Box::pin(flying_move(c)),
            limit: Duration::from_secs(150),
        },
    ]
}

/// A piece of `kind` at `at` (a point or `hand`).
fn piece(kind: &str, at: &str) -> String {
    format!("[data-piece=\"{kind}\"][data-at=\"{at}\"]")
}

/// Two players, from the record `moves` (comma-separated; may be empty).
fn local_url(moves: &str) -> String {
    if moves.is_empty() {
        "/?game=morris&mode=local".into()
    } else {
        format!("/?game=morris&mode=local&moves={moves}")
    }
}

// ---------------------------------------------------------------------------
// What the page shows: the common state plus the Morris-only attributes.

/// `[data-morris-side]`'s attributes, as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideInfo {
    pub in_hand: Option<String>,
    pub on_board: Option<String>,
    pub phase: Option<String>,
}

#[derive(Clone, Debug, Default)]
pub struct MorrisState {
    pub base: PageState,
    /// `data-removing="true"` on `svg[data-board]`.
    pub removing: bool,
    /// `(data-piece, data-at)` of every piece with `data-removable`, sorted.
    pub removable: Vec<(String, String)>,
    /// `(data-piece, data-at)` of every piece with `data-pending`.
    pub pending: Vec<(String, String)>,
    /// `data-last-removed` of every mark inside `svg[data-board]`.
    pub last_removed: Vec<String>,
    /// `[data-morris-side="white"]`, `[data-morris-side="black"]`.
    pub sides: [Option<SideInfo>; 2],
    /// `data-no-progress` of `[data-no-progress]`.
    pub no_progress: Option<String>,
}

const READ_MORRIS_JS: &str = r#"
const all = (el, sel) => Array.from(el.querySelectorAll(sel));
const board = document.querySelector('svg[data-board]');
const pair = (e) => [e.getAttribute('data-piece') || '', e.getAttribute('data-at') || ''];
const side = (k) => {
  const e = document.querySelector('[data-morris-side="' + k + '"]');
  return e ? { inHand: e.getAttribute('data-in-hand'), onBoard: e.getAttribute('data-on-board'),
               phase: e.getAttribute('data-phase') } : null;
};
const np = document.querySelector('[data-no-progress]');
return {
  removing: board ? board.getAttribute('data-removing') : null,
  removable: all(document, '[data-piece][data-removable]').map(pair),
  pending: all(document, '[data-piece][data-pending]').map(pair),
  lastRemoved: board ? all(board, '[data-last-removed]').map(e => e.getAttribute('data-last-removed') || '') : [],
  white: side('white'),
  black: side('black'),
  noProgress: np ? np.getAttribute('data-no-progress') : null,
};
"#;

fn pairs(v: &Value) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = v
        .as_array()
        .map(|a| {
            a.iter()
                .map(|p| {
                    (
                        p[0].as_str().unwrap_or_default().to_string(),
                        p[1].as_str().unwrap_or_default().to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn side_info(v: &Value) -> Option<SideInfo> {
    let text = |k: &str| v[k].as_str().map(str::to_string);
    v.is_object().then(|| SideInfo {
        in_hand: text("inHand"),
        on_board: text("onBoard"),
        phase: text("phase"),
    })
}

impl MorrisState {
    fn from_json(v: &Value) -> Result<MorrisState> {
        let x = &v["morris"];
        if !x.is_object() {
            return Err(Error(format!("Morris state is not an object: {v}")));
        }
        Ok(MorrisState {
            base: PageState::from_json(&v["base"])?,
            removing: x["removing"].as_str() == Some("true"),
            removable: pairs(&x["removable"]),
            pending: pairs(&x["pending"]),
            last_removed: x["lastRemoved"]
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|e| e.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default(),
            sides: [side_info(&x["white"]), side_info(&x["black"])],
            no_progress: x["noProgress"].as_str().map(str::to_string),
        })
    }

    /// The points of the `kind` pieces marked `data-removable`.
    fn removable_of(&self, kind: &str) -> BTreeSet<String> {
        self.removable
            .iter()
            .filter(|(k, _)| k == kind)
            .map(|(_, at)| at.clone())
            .collect()
    }

    pub fn summary(&self) -> String {
        format!(
            "{}; removing={} removable={:?} pending={:?} last-removed={:?} white-info={:?} black-info={:?} no-progress={:?}",
            self.base.summary(),
            self.removing,
            self.removable,
            self.pending,
            self.last_removed,
            self.sides[0],
            self.sides[1],
            self.no_progress,
        )
    }
}

async fn read(page: &Page) -> Result<MorrisState> {
    let script = format!(
        "const base = (function () {{ {READ_STATE_JS} }})();\n\
         const morris = (function () {{ {READ_MORRIS_JS} }})();\n\
         return {{ base, morris }};"
    );
    MorrisState::from_json(&page.js(&script, vec![]).await?)
}

/// Polls the page until `ok` holds; the error says `what` was awaited and
/// what the page showed last.
async fn wait(
    page: &Page,
    what: &str,
    limit: Duration,
    ok: impl Fn(&MorrisState) -> bool,
) -> Result<MorrisState> {
    poll(what, limit, || read(page), ok, MorrisState::summary).await
}

// ---------------------------------------------------------------------------
// What the page must show, from our own copy of the engine.

/// A match replayed from `record` (comma-separated), White first.
fn replay(record: &str) -> Result<Box<dyn AnyMatch>> {
    let moves: Vec<&str> = record
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    engine::replay(GameId::Morris, &MatchOptions::new(), &moves)
}

/// Where the pieces stand, how many are in hand, each side's phase and
/// the no-progress count after the match's last move.
#[derive(Clone, Debug)]
struct Expected {
    plies: usize,
    white: Vec<String>,
    black: Vec<String>,
    hand: [u32; 2],
    phases: [String; 2],
    no_progress: u32,
    winner: Option<String>,
}

fn expected(m: &dyn AnyMatch) -> Expected {
    let snap = m.snapshot(m.ply());
    let phases = snap.phases.clone().unwrap_or_default();
    let phase = |side: &str| phases.get(side).copied().unwrap_or("?").to_string();
    Expected {
        plies: m.ply(),
        white: pieces_on(m, "white"),
        black: pieces_on(m, "black"),
        hand: crate::achi::hand_of(m),
        phases: [phase("white"), phase("black")],
        no_progress: snap.no_progress,
        winner: snap.outcome.map(|o| o.winner.to_string()),
    }
}

impl Expected {
    fn board_matches(&self, s: &MorrisState) -> bool {
        let b = &s.base;
        b.plies() == self.plies
            && b.rows_are_consecutive()
            && b.on_board("white") == self.white
            && b.on_board("black") == self.black
            && b.hand("white") == self.hand[0] as usize
            && b.hand("black") == self.hand[1] as usize
            && !s.removing
            && s.pending.is_empty()
            && s.removable.is_empty()
    }

    fn info(&self, i: usize) -> SideInfo {
        let on = if i == 0 { &self.white } else { &self.black };
        SideInfo {
            in_hand: Some(self.hand[i].to_string()),
            on_board: Some(on.len().to_string()),
            phase: Some(self.phases[i].clone()),
        }
    }

    fn info_matches(&self, s: &MorrisState) -> bool {
        s.sides[0] == Some(self.info(0))
            && s.sides[1] == Some(self.info(1))
            && s.no_progress.as_deref() == Some(self.no_progress.to_string().as_str())
    }
}

/// Waits until the page shows the match's position: the pieces on the
/// board and in hand, the scorepad's length, no removal step under way;
/// then the game-info area (`data-in-hand`, `data-on-board`, `data-phase`,
/// `data-no-progress`) and the scorepad's moves.
async fn wait_position(page: &Page, m: &dyn AnyMatch, what: &str) -> Result<MorrisState> {
    let e = expected(m);
    let s = wait(
        page,
        &format!(
            "{what}: {} plies, white on {:?} (hand {}), black on {:?} (hand {}), no removal step",
            e.plies, e.white, e.hand[0], e.black, e.hand[1]
        ),
        SHOW,
        |s| e.board_matches(s),
    )
    .await?;
    let moves = m.moves();
    let shown: Vec<String> = (1..=e.plies as u32)
        .map(|p| s.base.move_at(p).unwrap_or_default())
        .collect();
    ensure(shown == moves, || {
        format!("{what}: the scorepad reads {shown:?}, the game is {moves:?}")
    })?;
    let s = wait(
        page,
        &format!(
            "{what}: the game info white {:?}, black {:?}, no-progress {}",
            e.info(0),
            e.info(1),
            e.no_progress
        ),
        SHOW,
        |s| e.info_matches(s),
    )
    .await?;
    if let Some(w) = &e.winner {
        wait(page, &format!("{what}: the result, {w} wins"), SHOW, |s| {
            s.base.winner.as_deref() == Some(w.as_str())
        })
        .await?;
    }
    Ok(s)
}

/// The points of the pieces that `mv` (a move without its removal) may
/// take, according to the engine.
fn engine_removable(m: &dyn AnyMatch, mv: &str) -> BTreeSet<String> {
    let prefix = format!("{mv}x");
    m.legal()
        .iter()
        .filter_map(|l| l.strip_prefix(&prefix).map(str::to_string))
        .collect()
}

fn set(points: &[&str]) -> BTreeSet<String> {
    points.iter().map(|p| p.to_string()).collect()
}

// ---------------------------------------------------------------------------
// Playing.

/// Opens `url` and waits for a Morris board of 24 points showing `m`'s
/// position, the computer not thinking.
async fn open_game(page: &Page, url: &str, m: &dyn AnyMatch) -> Result<MorrisState> {
    page.goto(url).await?;
    wait(page, "a Morris board of 24 points", LOAD, |s| {
        s.base.game.as_deref() == Some("morris")
            && s.base.board
            && s.base.point_names().len() == 24
            && !s.base.thinking
    })
    .await?;
    wait_position(page, m, &format!("the position of {url}")).await
}

/// Waits for the removal step after `kind` moved to `target`: the board
/// marked `data-removing`, the moved piece pending on `target`, exactly
/// the `removable` pieces of the other side marked, no new scorepad row.
async fn wait_removal_step(
    page: &Page,
    m: &dyn AnyMatch,
    kind: &str,
    target: &str,
    removable: &BTreeSet<String>,
) -> Result<MorrisState> {
    let other = if kind == "white" { "black" } else { "white" };
    let plies = m.ply();
    let s = wait(
        page,
        "svg[data-board][data-removing=\"true\"] after closing a mill",
        SHOW,
        |s| s.removing,
    )
    .await?;
    ensure(s.base.plies() == plies, || {
        format!(
            "a scorepad row was added before the removal: {}",
            s.summary()
        )
    })?;
    let pending = vec![(kind.to_string(), target.to_string())];
    let s = wait(
        page,
        &format!("the moved {kind} piece on {target} with data-pending"),
        SHOW,
        |s| s.pending == pending,
    )
    .await?;
    ensure(
        s.base
            .pieces
            .contains(&(kind.to_string(), target.to_string())),
        || format!("no [data-piece={kind}][data-at={target}]: {}", s.summary()),
    )?;
    let s = wait(
        page,
        &format!("data-removable on exactly the {other} pieces {removable:?}"),
        SHOW,
        |s| s.removable_of(other) == *removable && s.removable_of(kind).is_empty(),
    )
    .await?;
    ensure(s.removable.len() == removable.len(), || {
        format!(
            "pieces other than {other}'s {removable:?} carry data-removable: {:?}",
            s.removable
        )
    })?;
    Ok(s)
}

/// Waits for the `data-last-removed` mark on `at` (and no other).
async fn wait_last_removed(page: &Page, at: &str) -> Result<()> {
    let want = vec![at.to_string()];
    wait(
        page,
        &format!("the mark svg[data-board] [data-last-removed=\"{at}\"]"),
        SHOW,
        |s| s.last_removed == want,
    )
    .await
    .map(|_| ())
}

/// Waits until nothing is marked `data-last-removed`.
async fn wait_no_last_removed(page: &Page) -> Result<()> {
    wait(page, "no [data-last-removed] mark", SHOW, |s| {
        s.last_removed.is_empty()
    })
    .await
    .map(|_| ())
}

/// Cancels the removal step with Escape on the focused board.
async fn escape(page: &Page) -> Result<()> {
    page.focus("svg[data-board]")
        .await
        .ctx("focusing the board for Escape")?;
    page.press_key(Key::Escape.into()).await
}

// ---------------------------------------------------------------------------
// The scenarios.

pub async fn place_and_slide(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let mut m = replay("")?;
    let s = open_game(page, &local_url(""), m.as_ref()).await?;
    ensure(
        s.base.hand("white") == 9 && s.base.hand("black") == 9,
        || format!("expected 9 + 9 pieces in hand: {}", s.summary()),
    )?;
    // White places f4 by drag, Black c5 by a click on the point.
    drag_move(page, "white", "f4").await?;
    m.play("f4")?;
    wait_position(page, m.as_ref(), "after White's f4 (dragged)").await?;
    page.click(&point("c5"))
        .await
        .ctx("placing c5 by a click")?;
    m.play("c5")?;
    let s = wait_position(page, m.as_ref(), "after Black's c5 (clicked)").await?;
    ensure(
        s.base.hand("white") == 8 && s.base.hand("black") == 8,
        || format!("expected 8 + 8 pieces in hand: {}", s.summary()),
    )?;
    ensure(
        s.sides[0].as_ref().and_then(|i| i.phase.as_deref()) == Some("placing"),
        || format!("White should be placing: {}", s.summary()),
    )?;

    // The sliding phase: White slides d7.
    let mut m = replay(REC_SLIDING)?;
    ensure(
        expected(m.as_ref()).phases == ["sliding", "sliding"],
        || {
            format!(
                "REC_SLIDING is not in the sliding phase: {:?}",
                expected(m.as_ref())
            )
        },
    )?;
    let s = open_game(page, &local_url(REC_SLIDING), m.as_ref()).await?;
    ensure(
        s.sides
            .iter()
            .all(|i| i.as_ref().and_then(|i| i.phase.as_deref()) == Some("sliding")),
        || format!("both sides should be sliding: {}", s.summary()),
    )?;
    // An illegal drop: d7 onto the empty g1 (not adjacent).
    ensure(!m.legal().iter().any(|l| l.starts_with("d7-g1")), || {
        "the record lets d7 reach g1".into()
    })?;
    drag_move(page, "white", "d7-g1").await?;
    tokio::time::sleep(SETTLE).await;
    wait_position(page, m.as_ref(), "nothing changed after dropping d7 on g1").await?;
    // The legal slide d7-a7.
    drag_move(page, "white", "d7-a7").await?;
    m.play("d7-a7")?;
    wait_position(page, m.as_ref(), "after the slide d7-a7").await?;
    page.check_no_page_errors().await
}

/// Opens `REC_MILL` and drags White's g7 in: the removal step, c5 or e3.
async fn mill_step(page: &Page) -> Result<Box<dyn AnyMatch>> {
    let m = replay(REC_MILL)?;
    let removable = set(&["c5", "e3"]);
    ensure(engine_removable(m.as_ref(), "g7") == removable, || {
        format!(
            "the engine lets g7 remove {:?}, not {removable:?}",
            engine_removable(m.as_ref(), "g7")
        )
    })?;
    open_game(page, &local_url(REC_MILL), m.as_ref()).await?;
    wait_no_last_removed(page).await?;
    drag_move(page, "white", "g7").await?;
    wait_removal_step(page, m.as_ref(), "white", "g7", &removable).await?;
    Ok(m)
}

/// Drags White's g7 in again after a cancelled removal step.
async fn mill_step_again(page: &Page, m: &dyn AnyMatch) -> Result<()> {
    drag_move(page, "white", "g7").await?;
    wait_removal_step(page, m, "white", "g7", &set(&["c5", "e3"]))
        .await
        .map(|_| ())
}

pub async fn mill_and_remove_by_drag(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let mut m = mill_step(page).await?;
    // Escape cancels: the piece goes back to the hand, no row.
    escape(page).await?;
    wait_position(page, m.as_ref(), "the removal step cancelled by Escape").await?;
    // Again, and c5 is dragged off the board.
    mill_step_again(page, m.as_ref()).await?;
    page.drag(&piece("black", "c5"), DropAt::OffBoard)
        .await
        .ctx("dragging Black's c5 off the board")?;
    m.play("g7xc5")?;
    wait_position(page, m.as_ref(), "after g7xc5 (c5 dragged off)").await?;
    wait_last_removed(page, "c5").await?;
    page.check_no_page_errors().await
}

pub async fn mill_remove_by_click_and_cancel_by_click(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let mut m = mill_step(page).await?;
    // A click on the empty g1 cancels.
    page.click(&point("g1"))
        .await
        .ctx("clicking the empty g1")?;
    wait_position(
        page,
        m.as_ref(),
        "the removal step cancelled by a click on g1",
    )
    .await?;
    // Again, and e3 is taken by a click.
    mill_step_again(page, m.as_ref()).await?;
    page.click(&piece("black", "e3"))
        .await
        .ctx("clicking Black's e3")?;
    m.play("g7xe3")?;
    wait_position(page, m.as_ref(), "after g7xe3 (e3 clicked)").await?;
    wait_last_removed(page, "e3").await?;
    // The mark lasts until the next move: Black places c4 by a click.
    page.click(&point("c4"))
        .await
        .ctx("placing c4 by a click")?;
    m.play("c4")?;
    wait_position(page, m.as_ref(), "after Black's c4").await?;
    wait_no_last_removed(page).await?;
    page.check_no_page_errors().await
}

pub async fn computer_answers(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let mut m = replay("")?;
    open_game(page, "/?game=morris&mode=ai&level=1&side=white", m.as_ref()).await?;
    drag_move(page, "white", "d6").await?;
    m.play("d6")?;
    let s = wait(
        page,
        "the computer's answer (scorepad row 2, not thinking)",
        REPLY,
        |s| s.base.plies() >= 2 && !s.base.thinking,
    )
    .await?;
    ensure(s.base.move_at(1).as_deref() == Some("d6"), || {
        format!("scorepad row 1 should read d6: {}", s.summary())
    })?;
    let reply = s
        .base
        .move_at(2)
        .ok_or_else(|| Error(format!("no move in scorepad row 2: {}", s.summary())))?;
    m.play(&reply).ctx(format!(
        "the computer's answer {reply} is not legal after d6"
    ))?;
    wait_position(page, m.as_ref(), &format!("after d6 {reply}")).await?;
    page.check_no_page_errors().await
}

/// Opens `url`, a page of `record` where the computer is to move (it may
/// answer at once), and waits for its move: the record's match with the
/// move played, and the move.
async fn computer_move_after(
    page: &Page,
    url: &str,
    record: &str,
) -> Result<(Box<dyn AnyMatch>, String)> {
    let mut m = replay(record)?;
    let before = m.ply();
    page.goto(url).await?;
    let s = wait(
        page,
        &format!("the computer's move after the record (row {})", before + 1),
        LOAD + REPLY,
        |s| s.base.game.as_deref() == Some("morris") && s.base.plies() > before && !s.base.thinking,
    )
    .await?;
    let reply = s
        .base
        .move_at(before as u32 + 1)
        .ok_or_else(|| Error(format!("no move in row {}: {}", before + 1, s.summary())))?;
    m.play(&reply)
        .ctx(format!("the computer's move {reply} is not legal"))?;
    Ok((m, reply))
}

pub async fn computer_removes(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let url = format!("/?game=morris&mode=ai&level=10&side=white&moves={REC_WIN}");
    let (m, reply) = computer_move_after(page, &url, REC_WIN).await?;
    let removed = reply
        .split_once('x')
        .map(|(_, at)| at.to_string())
        .ok_or_else(|| Error(format!("the computer's move {reply} removes nothing")))?;
    ensure(
        expected(m.as_ref()).winner.as_deref() == Some("black"),
        || format!("the computer's move {reply} does not win"),
    )?;
    wait_position(page, m.as_ref(), &format!("after the computer's {reply}")).await?;
    wait_last_removed(page, &removed).await?;
    page.check_no_page_errors().await
}

/// The sliding has begun and the computer (level 10) thinks: its worker
/// asks for the endgame table, a second worker builds it and the search's
/// worker installs it, while the computer's move comes as usual.
pub async fn endgame_table_built_beside_the_search(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let url = format!("/?game=morris&mode=ai&level=10&side=black&moves={REC_SLIDING}");
    computer_move_after(page, &url, REC_SLIDING).await?;
    page.wait_js(
        "the search's worker to have the endgame table",
        REPLY,
        "return !!(window.__tabuleiroDebug && window.__tabuleiroDebug.tableInstalled());",
    )
    .await?;
    page.check_no_page_errors().await
}

pub async fn flying_move(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let mut m = replay(REC_FLY)?;
    let e = expected(m.as_ref());
    ensure(
        e.phases == ["flying", "sliding"] && e.white.len() == 3 && e.hand == [0, 0],
        || format!("REC_FLY does not give White 3 flying pieces: {e:?}"),
    )?;
    let s = open_game(page, &local_url(REC_FLY), m.as_ref()).await?;
    ensure(
        s.sides[0].as_ref().and_then(|i| i.phase.as_deref()) == Some("flying"),
        || format!("White should be flying: {}", s.summary()),
    )?;
    // f6 flies to a7, far away.
    drag_move(page, "white", "f6-a7").await?;
    m.play("f6-a7")?;
    wait_position(page, m.as_ref(), "after the fly f6-a7").await?;
    // Black slides g1-g4, White flies c5-b6.
    drag_move(page, "black", "g1-g4").await?;
    m.play("g1-g4")?;
    wait_position(page, m.as_ref(), "after g1-g4").await?;
    drag_move(page, "white", "c5-b6").await?;
    m.play("c5-b6")?;
    wait_position(page, m.as_ref(), "after the fly c5-b6").await?;
    // Black's g4-g1 closes a1-d1-g1 again: any White piece may go.
    let removable = set(&["a7", "b6", "e4"]);
    ensure(engine_removable(m.as_ref(), "g4-g1") == removable, || {
        format!(
            "the engine lets g4-g1 remove {:?}",
            engine_removable(m.as_ref(), "g4-g1")
        )
    })?;
    drag_move(page, "black", "g4-g1").await?;
    wait_removal_step(page, m.as_ref(), "black", "g1", &removable).await?;
    page.click(&piece("white", "e4"))
        .await
        .ctx("clicking White's e4")?;
    m.play("g4-g1xe4")?;
    wait_position(page, m.as_ref(), "after g4-g1xe4: Black wins").await?;
    wait_last_removed(page, "e4").await?;
    page.check_no_page_errors().await
}
