//! The traits every game implements — `Rules` (what the moves are and what
//! they do) and `Evaluate` (what the search needs beyond the rules) — and
//! the small types they speak in. Imports only the leaf modules.

use std::fmt;

use crate::error::Error;
use crate::geometry::Geometry;
use crate::sort::sort;

/// The two sides. Games that say "Player 1 / Player 2" (Rastros) map
/// Player 1 to `White` and Player 2 to `Black`; `Rules::side_id` gives
/// the id front ends use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// How a game ended by its own rules (history-based draws live in `Match`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEnd {
    pub winner: Side,
    pub reason: EndReason,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The mover completed a mill (Achi).
    Mill,
    /// The side to move has no legal move.
    NoMove,
    /// The opponent was left with too few pieces (Morris, Six Stones).
    FewPieces,
    /// The piece reached a goal (Rastros).
    Goal,
}

/// A move as the board sees it: where a piece comes from (none for a
/// placement), where it goes, and what it removes. Every game's move maps
/// to this so one board component can drive them all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveShape {
    pub from: Option<usize>,
    pub to: usize,
    pub remove: Option<usize>,
}

/// A piece on the board for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceKind {
    White,
    Black,
    Marker,
}

/// A group of stones and its liberties, for teaching aids (Six Stones).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupHint {
    pub side: Side,
    /// Point indices of the stones, ascending.
    pub stones: Vec<usize>,
    /// Point indices of the distinct vacant points next to the group.
    pub liberties: Vec<usize>,
}

/// The rules of one game. States are small `Copy` values and play is
/// copy-make; everything that needs history (repetition, move counters,
/// undo) is `Match`'s job.
pub trait Rules: Copy + Eq + fmt::Debug + Send + 'static {
    type Move: Copy + Eq + fmt::Debug + fmt::Display + Send + 'static;
    type Options: Clone + fmt::Debug + Send + 'static;

    /// The game's identifier in URLs, the CLI and saved games.
    const ID: &'static str;
    /// Plies without progress (see `is_progress`) after which the game is a
    /// draw, if the game has such a rule.
    const NO_PROGRESS_LIMIT: Option<u32> = None;
    /// Whether a move can end the game with the mover's opponent the
    /// winner (Rastros: stepping into the other player's goal). Proof
    /// searches skip looking for such moves where there are none.
    const SELF_DEFEAT: bool = false;

    fn start(options: &Self::Options) -> Self;
    fn geometry(options: &Self::Options) -> Geometry;

    fn side_to_move(&self) -> Side;
    /// Appends every legal move to `out` (which the caller clears). A
    /// finished game has none.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a move known to be legal.
    fn play(&self, m: Self::Move) -> Self;
    /// The game's own end, if the game is over.
    fn end(&self) -> Option<GameEnd>;
    /// A 64-bit key that identifies board, side to move and pieces in hand.
    fn key(&self) -> u64;
    /// Reads a move in this game's notation. It need not be legal here;
    /// `Match` checks that.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Error>;
    fn shape(&self, m: Self::Move) -> MoveShape;
    /// Why a well-formed move is not legal in this position, for a player.
    fn explain_illegal(&self, m: Self::Move) -> String {
        format!("{m} is not a legal move in this position")
    }
    /// Whether a move resets the no-progress counter (a capture, a
    /// placement). Games without such a rule can keep the default.
    fn is_progress(&self, _m: Self::Move) -> bool {
        true
    }

    /// Teaching aids: every group with its liberties. Games without
    /// groups keep the default (none).
    fn hint_groups(&self) -> Vec<GroupHint> {
        Vec::new()
    }
    /// Teaching aids: the points of the stones a legal move would capture.
    fn hint_captures(&self, _m: Self::Move) -> Vec<usize> {
        Vec::new()
    }

    /// Every piece on the board (point index, kind), for drawing.
    fn pieces(&self) -> Vec<(usize, PieceKind)>;
    /// Marked points that are not pieces (Rastros' trail: "blocked").
    fn marks(&self) -> Vec<(usize, &'static str)> {
        Vec::new()
    }
    /// Pieces each side still has to place, indexed by `Side::index`.
    fn in_hand(&self) -> [u32; 2] {
        [0, 0]
    }
    /// Each side's phase by `Side::index`, for games whose way of moving
    /// changes during play (Achi, Morris, Rastros); the default is none.
    fn phases(&self) -> Option<[&'static str; 2]> {
        None
    }
    /// The side's id in URLs, snapshots and saved games (`white`, `p1`).
    fn side_id(side: Side) -> &'static str {
        match side {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

/// What the search needs of a game beyond its rules. Kept apart from
/// `Rules` so that a game's rules never import its evaluation.
pub trait Evaluate: Rules {
    /// Static evaluation from the side to move's point of view, in
    /// hundredths of a piece, well inside `search::WIN_SCORE`.
    fn evaluate(&self) -> i32;

    /// A cheap guess of how promising a move is, for move ordering (mills
    /// and captures first). Higher is tried earlier.
    fn order_hint(&self, _m: Self::Move) -> i32 {
        0
    }

    /// Whether the search tries the table's move before it orders the
    /// other moves (then ordered with what that move's search taught the
    /// history table): a cutoff by the first move spares the ordering. The
    /// default orders every move first.
    const TABLE_MOVE_BEFORE_ORDERING: bool = false;

    /// Whether a search cut short by the deadline may play a root move
    /// that beat the last best in the unfinished iteration (for games
    /// whose levels spend all their time, `Game::spends_all_time`). Off,
    /// the search leaves that code out: the browser's download is smaller.
    const PLAYS_CUT_SHORT_ITERATIONS: bool = false;

    /// Whether, for a side that is behind at the root, a position of the
    /// game before the root counts as a draw only once it has been seen
    /// twice there (so that meeting it again is the third time, the
    /// rules' draw); one met again on the search's own path is a draw at
    /// once either way, and a side not behind keeps counting one earlier
    /// sighting, which steers it away from repeating. Off, one earlier
    /// sighting is enough for both, and a side behind may count on a
    /// draw the other side need not give it.
    const REPETITION_FROM_HISTORY_AT_THIRD: bool = false;

    /// The exact score of the position for the side to move where the
    /// game knows it (an endgame table), on the search's scale and counted
    /// from this position: `WIN_SCORE - n` for a win in n plies. The
    /// default knows none.
    fn exact_score(&self) -> Option<i32> {
        None
    }

    /// Extra plies for the search below `m` (played here, giving `child`),
    /// where the game changes character and a search that stopped there
    /// would misjudge it. Must be zero for all but a few moves of any line.
    fn extension(&self, _m: Self::Move, _child: &Self) -> u32 {
        0
    }

    /// The score, for the side to move here, of this position met again
    /// on the search's own path below the root (a position of the game
    /// before the root is a draw, as `REPETITION_FROM_HISTORY_AT_THIRD`
    /// counts it). The default is a draw; a game may make it lean, so that
    /// a side does not count on a shuffle the other side need not play.
    fn repetition_score(&self) -> i32 {
        0
    }

    /// A repetition on the search's own path scores this much more for
    /// the side to move at the root (less for the other side): the search
    /// takes the other side to play on rather than repeat, and so looks
    /// at what it would play instead. The default, 0, scores it as
    /// `repetition_score` says; a function, so that a tuning build can
    /// set it.
    fn repetition_contempt() -> i32 {
        0
    }

    /// Plies by which `m`, the `index`-th move tried here with `depth`
    /// plies to go, is searched less deeply at first (a late, quiet move);
    /// it is searched again in full if it turns out better than expected.
    /// The default reduces none.
    fn reduction(&self, _m: Self::Move, _index: usize, _depth: u32) -> u32 {
        0
    }
}

/// Perft as RULES.md defines it: leaf count of the legal-move tree to
/// `depth` (history rules ignored; a finished game has no moves).
pub fn perft<R: Rules>(state: &R, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&m| perft(&state.play(m), depth - 1))
        .sum()
}

/// The legal moves of a position in notation, sorted as strings (the CLI's
/// and the tests' form).
pub fn sorted_legal_moves<R: Rules>(state: &R) -> Vec<String> {
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut text: Vec<String> = moves.iter().map(ToString::to_string).collect();
    sort(&mut text);
    text
}
