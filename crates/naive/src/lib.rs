//! Naive second models of the four games' rules, written straight from
//! RULES.md apart from the engine: moves as strings, positions as plain
//! grids and maps, no bit tricks, no speed. They are the oracles that the
//! engine's rule tests, the fuzz targets and the `soak` command check the
//! engine against. Nothing here imports the engine, so a mistake there
//! cannot hide behind the same mistake here.
//!
//! Every model speaks the engine's public vocabulary: moves in RULES.md's
//! notation, sides by their ids (`white`, `black`, `p1`, `p2`), pieces as
//! a side id or `marker`.

pub mod achi;
pub mod morris;
pub mod rastros;
pub mod sixstones;

/// A game's rules as a naive model sees them.
pub trait Model: Clone {
    /// Plies without progress that draw the game (RULES.md), if any.
    const NO_PROGRESS_LIMIT: Option<u32> = None;

    /// Every legal move in notation, sorted as strings; none once the game
    /// is over by its own rules.
    fn moves(&self) -> Vec<String>;
    /// The position after one of `moves`.
    ///
    /// # Panics
    /// Possibly, if `m` is not one of `moves`: the models check the engine,
    /// never input.
    fn play(&self, m: &str) -> Self;
    /// The id of the side to move.
    fn to_move(&self) -> &'static str;
    /// The winner's id once the game is over by its own rules.
    fn winner(&self) -> Option<&'static str>;
    /// Occupied points: (point name, side id or `marker`), sorted by name.
    fn pieces(&self) -> Vec<(String, &'static str)>;
    /// Squares blocked for the rest of the game (Rastros' trail), sorted.
    fn blocked(&self) -> Vec<String> {
        Vec::new()
    }
    /// Pieces each side still has to place, by side id, sorted by id.
    fn hand(&self) -> Vec<(&'static str, u32)>;
    /// Each side's way of moving, by side id (Achi, Morris, Rastros); none
    /// in Six Stones, which only slides.
    fn phases(&self) -> Option<Vec<(&'static str, &'static str)>> {
        None
    }
    /// Whether a legal move resets the no-progress count.
    fn is_progress(&self, _m: &str) -> bool {
        true
    }

    /// "The same position" of RULES.md: board, side to move, pieces in hand.
    fn position(&self) -> String {
        let pieces: Vec<String> = self
            .pieces()
            .iter()
            .map(|(p, k)| format!("{p}={k}"))
            .collect();
        let hand: Vec<String> = self
            .hand()
            .iter()
            .map(|(s, n)| format!("{s}:{n}"))
            .collect();
        format!(
            "{} to move; {}; blocked {}; hand {}",
            self.to_move(),
            pieces.join(" "),
            self.blocked().join(" "),
            hand.join(" ")
        )
    }

    /// Perft as RULES.md defines it, over the model's own move lists.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.play(m).perft(depth - 1)).sum()
    }
}

/// The other colour, `'W'` or `'B'`.
pub fn other_colour(c: char) -> char {
    if c == 'W' {
        'B'
    } else {
        'W'
    }
}

/// A colour character as a side id.
fn colour_id(c: char) -> &'static str {
    if c == 'W' {
        "white"
    } else {
        "black"
    }
}
