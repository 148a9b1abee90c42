//! What the puzzle page asks the engine about the live position of a
//! puzzle in play, `k` moves deep (the moves the player has left). The
//! answers come from the exhaustive prover (`prove::live`), which knows the
//! match's history; a question too deep for the browser throws an `Error`
//! of kind `out-of-budget` instead of freezing the page.
//!
//! A puzzle's flow: the player moves; `puzzleReply(left)` gives the
//! computer's answer and whether the player still wins in the moves left
//! (`losesIn` a number) or not (`losesIn` null: the answer is the
//! refutation); `puzzleSolution(left)` shows the way from any moment.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::convert::{engine_error, to_js};
use crate::GameHandle;

/// The side to move's reply, as the page reads it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ReplyOut<'a> {
    #[serde(rename = "move")]
    mv: &'a str,
    loses_in: Option<u32>,
}

#[wasm_bindgen]
impl GameHandle {
    /// The fewest of its own moves, at most `k`, in which the side to move
    /// wins against any defence (0: it has already won); undefined if it
    /// does not win that fast.
    #[wasm_bindgen(js_name = puzzleWinsIn)]
    pub fn puzzle_wins_in(&self, k: u32) -> Result<Option<u32>, JsValue> {
        self.inner.puzzle_wins_in(k).map_err(engine_error)
    }

    /// The most of the opponent's moves, at most `k`, the side to move can
    /// hold out for when the opponent wins within `k` (0: it has already
    /// lost); undefined if the opponent does not win that fast.
    #[wasm_bindgen(js_name = puzzleLosesIn)]
    pub fn puzzle_loses_in(&self, k: u32) -> Result<Option<u32>, JsValue> {
        self.inner.puzzle_loses_in(k).map_err(engine_error)
    }

    /// The side to move's reply when its opponent has `k` moves left to
    /// win: `{ move, losesIn }`. If the opponent still wins within `k`,
    /// `move` is the longest resistance and `losesIn` the opponent's moves
    /// still needed after it; otherwise `losesIn` is null and `move` is the
    /// counter that shows it (a win at once if there is one, else the
    /// calmest move after which the opponent does not win within `k`).
    /// Undefined once the game is over. The same position always gets the
    /// same reply.
    #[wasm_bindgen(js_name = puzzleReply)]
    pub fn puzzle_reply(&self, k: u32) -> Result<JsValue, JsValue> {
        match self.inner.puzzle_reply(k).map_err(engine_error)? {
            Some(r) => to_js(&ReplyOut {
                mv: &r.mv,
                loses_in: r.loses_in,
            }),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The solution from the live position if the side to move wins within
    /// `k`: its fastest moves and the opponent's longest resistance,
    /// alternately, to the end of the game (the last move may be the
    /// loser's forced step into the winner's Rastros goal); an empty list
    /// if it has already won; undefined if it does not win within `k`.
    #[wasm_bindgen(js_name = puzzleSolution)]
    pub fn puzzle_solution(&self, k: u32) -> Result<Option<Vec<String>>, JsValue> {
        self.inner.puzzle_solution(k).map_err(engine_error)
    }
}
