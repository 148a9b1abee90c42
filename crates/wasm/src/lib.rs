//! The engine as the browser sees it. The page holds a `GameHandle` (a
//! `Match` behind `AnyMatch`); the worker calls `think`. Views cross as
//! plain objects; errors cross as JS `Error`s carrying the engine's message.

use serde::{Deserialize, Serialize};
use tabuleiro_engine::catalog::{self, parse_side};
use tabuleiro_engine::games::achi::next_first_mover;
use tabuleiro_engine::{AnyMatch, GameId, MatchOptions, ThinkSettings};
use wasm_bindgen::prelude::*;

fn error(message: impl AsRef<str>) -> JsValue {
    js_sys::Error::new(message.as_ref()).into()
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| error(e.to_string()))
}

/// Start options as the page passes them: `{ first, size, start }`, each
/// optional.
#[derive(Default, Deserialize, Serialize)]
struct OptionsIn {
    first: Option<String>,
    size: Option<u32>,
    start: Option<String>,
}

fn read_options(value: JsValue) -> Result<MatchOptions, JsValue> {
    let raw: OptionsIn = if value.is_undefined() || value.is_null() {
        OptionsIn::default()
    } else {
        serde_wasm_bindgen::from_value(value).map_err(|e| error(format!("options: {e}")))?
    };
    Ok(MatchOptions {
        first: raw
            .first
            .as_deref()
            .map(parse_side)
            .transpose()
            .map_err(error)?,
        size: raw.size,
        start: raw.start,
    })
}

fn write_options(
    o: &MatchOptions,
    side_name: impl Fn(tabuleiro_engine::Side) -> &'static str,
) -> OptionsIn {
    OptionsIn {
        first: o.first.map(|s| side_name(s).to_string()),
        size: o.size,
        start: o.start.clone(),
    }
}

fn open(game: &str, options: JsValue, moves: &[String]) -> Result<Box<dyn AnyMatch>, JsValue> {
    let id = GameId::parse(game).map_err(error)?;
    let mut m = catalog::new_match(id, &read_options(options)?).map_err(error)?;
    for (i, text) in moves.iter().enumerate() {
        m.play(text)
            .map_err(|e| error(format!("move {} ('{text}'): {e}", i + 1)))?;
    }
    Ok(m)
}

/// A match in progress, held by the page.
#[wasm_bindgen]
pub struct GameHandle {
    inner: Box<dyn AnyMatch>,
}

#[wasm_bindgen]
impl GameHandle {
    /// A new match; `moves` (optional) are replayed from the start and the
    /// first that fails is named in the error.
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &str,
        options: JsValue,
        moves: Option<Vec<String>>,
    ) -> Result<GameHandle, JsValue> {
        Ok(GameHandle {
            inner: open(game, options, &moves.unwrap_or_default())?,
        })
    }

    pub fn game(&self) -> String {
        self.inner.game().to_string()
    }

    pub fn options(&self) -> Result<JsValue, JsValue> {
        let m = &self.inner;
        to_js(&write_options(&m.options(), |s| m.side_name(s)))
    }

    pub fn geometry(&self) -> Result<JsValue, JsValue> {
        to_js(self.inner.geometry())
    }

    /// The moment after `ply` moves (the live position when omitted).
    pub fn snapshot(&self, ply: Option<usize>) -> Result<JsValue, JsValue> {
        to_js(&self.inner.snapshot(ply.unwrap_or(usize::MAX)))
    }

    pub fn moves(&self) -> Vec<String> {
        self.inner.moves()
    }

    /// Plays a move in notation and returns it normalised.
    pub fn play(&mut self, text: &str) -> Result<String, JsValue> {
        self.inner.play(text).map_err(|e| error(e.0))
    }

    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.inner.redo()
    }

    /// Keeps the first `ply` moves and forgets the rest (and the redo list).
    pub fn truncate(&mut self, ply: usize) {
        self.inner.truncate(ply)
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ThinkIn {
    game: String,
    #[serde(default)]
    options: Option<OptionsIn>,
    #[serde(default)]
    moves: Vec<String>,
    level: Option<u32>,
    depth: Option<u32>,
    time_ms: Option<f64>,
    #[serde(default)]
    seed: f64,
}

/// The search entry for the worker: `{ game, options, moves, level,
/// timeMs, seed }` → `{ move, depth, score, nodes, timeMs, pv }`.
/// `progress` (optional) is called with the same shape after each depth.
#[wasm_bindgen]
pub fn think(request: JsValue, progress: Option<js_sys::Function>) -> Result<JsValue, JsValue> {
    let req: ThinkIn =
        serde_wasm_bindgen::from_value(request).map_err(|e| error(format!("think: {e}")))?;
    let options = to_js(&req.options.unwrap_or_default())?;
    let m = open(&req.game, options, &req.moves)?;
    let settings = ThinkSettings {
        level: req.level,
        depth: req.depth,
        time_ms: req.time_ms,
        seed: req.seed as u64,
    };
    let mut report_progress = |r: &tabuleiro_engine::ThinkReport| {
        if let (Some(f), Ok(v)) = (&progress, to_js(r)) {
            // A failing progress listener must not stop the search.
            let _ = f.call1(&JsValue::NULL, &v);
        }
    };
    let report = m
        .think(&settings, js_sys::Date::now, None, &mut report_progress)
        .map_err(error)?;
    to_js(&report)
}

/// Builds what the engine computes once (Achi's solution table), so the
/// worker can do it while the player is still reading the board.
#[wasm_bindgen]
pub fn prepare() {
    tabuleiro_engine::games::achi_solver::table();
}

#[derive(Serialize)]
struct GameInfo {
    id: &'static str,
    available: bool,
    levels: Vec<&'static str>,
}

/// The games this build knows, whether each is playable, and its levels.
#[wasm_bindgen(js_name = gameCatalog)]
pub fn game_catalog() -> Result<JsValue, JsValue> {
    let games: Vec<GameInfo> = GameId::ALL
        .iter()
        .map(|&g| GameInfo {
            id: g.as_str(),
            available: g.available(),
            levels: catalog::levels(g).iter().map(|l| l.name).collect(),
        })
        .collect();
    to_js(&games)
}

/// Achi: who moves first in the next game, from who moved first in the
/// last one and its winner (`white`, `black` or `draw`).
#[wasm_bindgen(js_name = nextFirstMover)]
pub fn next_first(previous_first: &str, winner: &str) -> Result<String, JsValue> {
    let first = parse_side(previous_first).map_err(error)?;
    let winner = match winner {
        "draw" => None,
        w => Some(parse_side(w).map_err(error)?),
    };
    Ok(match next_first_mover(first, winner) {
        tabuleiro_engine::Side::White => "white",
        tabuleiro_engine::Side::Black => "black",
    }
    .to_string())
}
