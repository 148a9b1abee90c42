//! The engine as the browser sees it. The page holds a `GameHandle` (a
//! match behind `AnyMatch`): every change returns the new snapshot, so the
//! page asks once per change. The search worker holds one too, for the
//! whole game session: it is told the moves as they are played (`sync`) and
//! thinks in slices (`thinkBegin`, `thinkStep`, `thinkStop`) so that it can
//! read a stop message between two, keeping its table from move to move.
//!
//! Views cross as plain objects; errors cross as JS `Error`s carrying the
//! engine's message and its `kind` (and `option`, for option errors).

mod clock;
mod convert;
mod json;
#[cfg(feature = "puzzles")]
mod puzzle;

use tabuleiro_engine::{replay, AnyMatch, GameId, ThinkSettings};
use wasm_bindgen::prelude::*;

use crate::clock::now_ms;
use crate::convert::{engine_error, read_options, read_think, to_js, OptionsOut};

/// Installs the panic hook once: a panic shows its message in the console
/// (and reaches the page's error handler) instead of a bare trap.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A match in progress: the page's (to draw and play) or the worker's (to think).
#[wasm_bindgen]
pub struct GameHandle {
    inner: Box<dyn AnyMatch>,
    /// The first move of the record given to `new` that could not be
    /// played, if any: `{ index, move, kind, message }`.
    fault: JsValue,
}

#[wasm_bindgen]
impl GameHandle {
    /// A new match of `game` with `options` (`{ first, size, start }`, each
    /// optional, as in the URL); `moves` (optional) are replayed from the
    /// start. Unknown games and options out of range throw; a move that
    /// cannot be played keeps the moves before it, and `fault()` tells which.
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &str,
        options: JsValue,
        moves: Option<Vec<String>>,
    ) -> Result<GameHandle, JsValue> {
        let id = GameId::parse(game).map_err(engine_error)?;
        let options = read_options(options)?;
        match replay(id, &options, &moves.unwrap_or_default()).map_err(engine_error)? {
            Ok(inner) => Ok(GameHandle {
                inner,
                fault: JsValue::NULL,
            }),
            Err(fault) => Ok(GameHandle {
                fault: convert::fault_to_js(&fault)?,
                inner: fault.partial,
            }),
        }
    }

    /// Why the record given to `new` stopped early, or null.
    pub fn fault(&self) -> JsValue {
        self.fault.clone()
    }

    pub fn game(&self) -> String {
        self.inner.game().to_string()
    }

    /// The start options, complete: `{ first: 'white' }`, `{ size: '7', start: 'free' }`.
    pub fn options(&self) -> Result<JsValue, JsValue> {
        to_js(&OptionsOut(&self.inner.options()))
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

    /// Plays a move in notation; returns the new live snapshot. On error
    /// nothing changes.
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsValue> {
        self.inner.play(text).map_err(engine_error)?;
        self.snapshot(None)
    }

    /// Takes back one move (if any); returns the live snapshot.
    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        self.inner.undo();
        self.snapshot(None)
    }

    /// Plays again the last move taken back (if any); returns the live snapshot.
    pub fn redo(&mut self) -> Result<JsValue, JsValue> {
        self.inner.redo();
        self.snapshot(None)
    }

    /// Keeps the first `ply` moves and forgets the rest (and the redo list);
    /// returns the live snapshot.
    pub fn truncate(&mut self, ply: usize) -> Result<JsValue, JsValue> {
        self.inner.truncate(ply);
        self.snapshot(None)
    }

    /// The worker's way to follow the game: keep the first `keep` moves,
    /// then play `moves`. On a move that cannot be played the match is left
    /// at the moves before it and the error is thrown.
    pub fn sync(&mut self, keep: usize, moves: Vec<String>) -> Result<(), JsValue> {
        if self.inner.ply() > keep {
            self.inner.truncate(keep);
        }
        for (i, text) in moves.iter().enumerate() {
            self.inner.play(text).map_err(|e| {
                engine_error(e.context(format!("move {} ('{text}')", keep + i + 1)))
            })?;
        }
        Ok(())
    }

    /// Starts thinking about the live position: `{ level }` or `{ depth,
    /// timeMs }`, and optionally `seed` (else a secure random one).
    #[wasm_bindgen(js_name = thinkBegin)]
    pub fn think_begin(&mut self, request: JsValue) -> Result<(), JsValue> {
        let req = read_think(&request)?;
        let settings = ThinkSettings {
            level: req.level,
            depth: req.depth,
            time_ms: req.time_ms,
            seed: req.seed.map_or_else(convert::secure_seed, |s| s as u64),
        };
        self.inner
            .think_begin(&settings, now_ms)
            .map_err(engine_error)
    }

    /// Thinks for up to `slice_ms`; the report once done, else undefined.
    /// `progress` (optional) hears each completed depth.
    #[wasm_bindgen(js_name = thinkStep)]
    pub fn think_step(
        &mut self,
        slice_ms: f64,
        progress: Option<js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        let mut report_progress = |r: &tabuleiro_engine::ThinkReport| {
            if let (Some(f), Ok(v)) = (&progress, to_js(r)) {
                // A failing progress listener must not stop the search.
                let _ = f.call1(&JsValue::NULL, &v);
            }
        };
        match self
            .inner
            .think_step(Some(slice_ms), None, &mut report_progress)
        {
            Some(done) => to_js(&done),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Whether the game's slow-to-build table (Morris's endgames) can
    /// serve the search from the position now: the worker then asks for it.
    #[wasm_bindgen(js_name = tableWanted)]
    pub fn table_wanted(&self) -> bool {
        self.inner.table_wanted()
    }

    /// Ends the thinking under way; the best move found so far, or
    /// undefined if nothing was under way.
    #[wasm_bindgen(js_name = thinkStop)]
    pub fn think_stop(&mut self) -> Result<JsValue, JsValue> {
        match self.inner.think_stop() {
            Some(done) => to_js(&done),
            None => Ok(JsValue::UNDEFINED),
        }
    }
}

/// Builds what each game's engine computes once (Achi's solution table),
/// so the worker can do it while the player is still reading the board.
#[wasm_bindgen]
pub fn prepare() {
    for game in tabuleiro_engine::GameId::ALL {
        game.prepare();
    }
}

/// Builds Morris's endgame table (seconds: in a worker of its own) and
/// returns its entries, for `installTable` in the search's worker.
#[cfg(feature = "morris")]
#[wasm_bindgen(js_name = buildTable)]
pub fn build_table() -> Vec<u8> {
    tabuleiro_engine::games::morris::solver::table()
        .values()
        .to_vec()
}

/// Installs the endgame table `buildTable` made in another worker; from
/// the next search on, its positions are played exactly.
#[cfg(feature = "morris")]
#[wasm_bindgen(js_name = installTable)]
pub fn install_table(values: Vec<u8>) -> Result<(), JsValue> {
    tabuleiro_engine::games::morris::solver::install(values)
        .map_err(|message| js_sys::Error::new(&message).into())
}

/// Panics on purpose, so that tests can see how a panic is reported.
#[wasm_bindgen(js_name = panicForTest)]
pub fn panic_for_test() {
    panic!("a panic asked for by a test");
}
