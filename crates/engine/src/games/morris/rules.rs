//! Nine Men's Morris: 24 points on three concentric squares, nine pieces a
//! side; place, then slide, then fly with three; a mill closed by the moved
//! piece removes one opponent piece. RULES.md §3.
//!
//! A position is two 24-bit masks, the pieces in hand and the side to move.
//! A move carries its removal, so `d6-d5xg7` and `d6-d5xa1` are two moves:
//! the search and the scorepad both see one ply per (move, removal) pair.
//! The evaluation and the move-ordering hint live in `eval.rs`.

use std::fmt;
use std::sync::LazyLock;

use crate::error::Error;
use crate::geometry::{parse_point, BoardKind, Geometry};
use crate::rng::mix;
use crate::rules::{EndReason, GameEnd, MoveShape, PieceKind, Rules, Side};

pub const PIECES_PER_SIDE: u8 = 9;
pub const POINT_COUNT: usize = 24;
/// Every point of the board as a mask.
pub const FULL: u32 = (1 << POINT_COUNT) - 1;

/// The points in RULES.md's order; a point's index is its bit.
pub const NAMES: [&str; POINT_COUNT] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

/// The 32 lines: each side of each square in two halves, and the four
/// connectors between the squares' midpoints.
pub const LINES: [(&str, &str); 32] = [
    // Horizontal.
    ("a1", "d1"),
    ("d1", "g1"),
    ("b2", "d2"),
    ("d2", "f2"),
    ("c3", "d3"),
    ("d3", "e3"),
    ("a4", "b4"),
    ("b4", "c4"),
    ("e4", "f4"),
    ("f4", "g4"),
    ("c5", "d5"),
    ("d5", "e5"),
    ("b6", "d6"),
    ("d6", "f6"),
    ("a7", "d7"),
    ("d7", "g7"),
    // Vertical.
    ("a1", "a4"),
    ("a4", "a7"),
    ("b2", "b4"),
    ("b4", "b6"),
    ("c3", "c4"),
    ("c4", "c5"),
    ("d1", "d2"),
    ("d2", "d3"),
    ("d5", "d6"),
    ("d6", "d7"),
    ("e3", "e4"),
    ("e4", "e5"),
    ("f2", "f4"),
    ("f4", "f6"),
    ("g1", "g4"),
    ("g4", "g7"),
];

/// The 16 mills of RULES.md §3.
pub const MILLS: [[&str; 3]; 16] = [
    ["a7", "d7", "g7"],
    ["b6", "d6", "f6"],
    ["c5", "d5", "e5"],
    ["a4", "b4", "c4"],
    ["e4", "f4", "g4"],
    ["c3", "d3", "e3"],
    ["b2", "d2", "f2"],
    ["a1", "d1", "g1"],
    ["a1", "a4", "a7"],
    ["b2", "b4", "b6"],
    ["c3", "c4", "c5"],
    ["d1", "d2", "d3"],
    ["d5", "d6", "d7"],
    ["e3", "e4", "e5"],
    ["f2", "f4", "f6"],
    ["g1", "g4", "g7"],
];

/// A point's index from its name, at compile time.
pub(super) const fn index_of(name: &str) -> usize {
    let n = name.as_bytes();
    let mut i = 0;
    while i < POINT_COUNT {
        let p = NAMES[i].as_bytes();
        if p.len() == n.len() && p[0] == n[0] && p[1] == n[1] {
            return i;
        }
        i += 1;
    }
    panic!("a line or mill names a point that is not on the board")
}

/// Neighbours of each point along the lines, as masks.
pub const ADJACENT: [u32; POINT_COUNT] = {
    let mut n = [0u32; POINT_COUNT];
    let mut i = 0;
    while i < LINES.len() {
        let a = index_of(LINES[i].0);
        let b = index_of(LINES[i].1);
        n[a] |= 1 << b;
        n[b] |= 1 << a;
        i += 1;
    }
    n
};

/// Each mill as a mask.
pub const MILL_MASKS: [u32; 16] = {
    let mut m = [0u32; 16];
    let mut i = 0;
    while i < MILLS.len() {
        m[i] = 1 << index_of(MILLS[i][0]) | 1 << index_of(MILLS[i][1]) | 1 << index_of(MILLS[i][2]);
        i += 1;
    }
    m
};

/// The two mills through each point (every point lies on exactly one
/// horizontal and one vertical mill).
pub const POINT_MILLS: [[u32; 2]; POINT_COUNT] = {
    let mut pm = [[0u32; 2]; POINT_COUNT];
    let mut count = [0usize; POINT_COUNT];
    let mut i = 0;
    while i < MILL_MASKS.len() {
        let mut p = 0;
        while p < POINT_COUNT {
            if MILL_MASKS[i] >> p & 1 == 1 {
                pm[p][count[p]] = MILL_MASKS[i];
                count[p] += 1;
            }
            p += 1;
        }
        i += 1;
    }
    pm
};

/// Zobrist keys, looked up a byte of a side's mask at a time:
/// `BOARD_KEYS[side][byte][value]` is the xor of the keys of the points set
/// in `value`.
const fn board_keys() -> [[[u64; 256]; 3]; 2] {
    let mut point = [[0u64; POINT_COUNT]; 2];
    let mut side = 0;
    while side < 2 {
        let mut p = 0;
        while p < POINT_COUNT {
            point[side][p] = mix(0x4D6F_7272_6973_0000 + (side * 64 + p) as u64);
            p += 1;
        }
        side += 1;
    }
    let mut table = [[[0u64; 256]; 3]; 2];
    let mut side = 0;
    while side < 2 {
        let mut byte = 0;
        while byte < 3 {
            let mut value = 0;
            while value < 256 {
                let mut key = 0u64;
                let mut bit = 0;
                while bit < 8 {
                    if value >> bit & 1 == 1 {
                        key ^= point[side][byte * 8 + bit];
                    }
                    bit += 1;
                }
                table[side][byte][value] = key;
                value += 1;
            }
            byte += 1;
        }
        side += 1;
    }
    table
}

/// The table, built at first use: its 12 KB of random keys would not
/// compress in the wasm (the same keys every time).
static BOARD_KEYS: LazyLock<Box<[[[u64; 256]; 3]; 2]>> = LazyLock::new(|| Box::new(board_keys()));

/// Keys for the number of pieces in hand (0–15; more cannot happen).
const HAND_KEYS: [[u64; 16]; 2] = {
    let mut k = [[0u64; 16]; 2];
    let mut side = 0;
    while side < 2 {
        let mut n = 0;
        while n < 16 {
            k[side][n] = mix(0x4D6F_7272_6973_1000 + (side * 64 + n) as u64);
            n += 1;
        }
        side += 1;
    }
    k
};
const BLACK_TO_MOVE_KEY: u64 = mix(0x4D6F_7272_6973_2000);

/// The points set in a mask, lowest first.
pub fn bits(mut mask: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let p = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            Some(p)
        }
    })
}

/// Every point of `men` that stands in one of their closed mills.
pub fn in_mills(men: u32) -> u32 {
    MILL_MASKS
        .iter()
        .filter(|&&m| men & m == m)
        .fold(0, |acc, &m| acc | m)
}

/// Whether `men` (already holding the piece on `to`) has a mill through
/// `to`.
fn closes_mill(men: u32, to: u8) -> bool {
    let [a, b] = POINT_MILLS[to as usize];
    men & a == a || men & b == b
}

/// Marks "no point" in a move's `from` or `remove`.
const NONE: u8 = u8::MAX;

/// A placement (`d6`), slide or fly (`d6-d5`), each with an optional
/// removal (`d6xg7`, `d6-d5xg7`). Whether `a-b` slides or flies is a matter
/// of the position, not of the move. Points are indices into `NAMES`;
/// `parse_move` only makes valid ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MorrisMove {
    from: u8,
    to: u8,
    remove: u8,
}

impl MorrisMove {
    pub fn place(to: usize) -> MorrisMove {
        MorrisMove {
            from: NONE,
            to: to as u8,
            remove: NONE,
        }
    }

    pub fn step(from: usize, to: usize) -> MorrisMove {
        MorrisMove {
            from: from as u8,
            to: to as u8,
            remove: NONE,
        }
    }

    /// The same move with a removal.
    pub fn removing(self, point: usize) -> MorrisMove {
        MorrisMove {
            remove: point as u8,
            ..self
        }
    }

    pub fn from(self) -> Option<usize> {
        (self.from != NONE).then_some(self.from as usize)
    }

    pub fn to(self) -> usize {
        self.to as usize
    }

    pub fn removal(self) -> Option<usize> {
        (self.remove != NONE).then_some(self.remove as usize)
    }

    /// The move without its removal.
    fn base(self) -> MorrisMove {
        MorrisMove {
            remove: NONE,
            ..self
        }
    }
}

/// A move as the shared table keeps it: its three points, a byte each
/// (`NONE` too), so any 24 bits make a move (an invalid one matches no
/// legal move, which is all the search asks of a table's move).
#[cfg(feature = "threads")]
impl crate::search::TableMove for MorrisMove {
    fn to_bits(self) -> u32 {
        u32::from(self.from) | u32::from(self.to) << 8 | u32::from(self.remove) << 16
    }

    fn from_bits(bits: u32) -> MorrisMove {
        MorrisMove {
            from: bits as u8,
            to: (bits >> 8) as u8,
            remove: (bits >> 16) as u8,
        }
    }
}

impl fmt::Display for MorrisMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |p: usize| NAMES.get(p).copied().unwrap_or("?");
        if let Some(from) = self.from() {
            write!(f, "{}-", name(from))?;
        }
        f.write_str(name(self.to()))?;
        if let Some(r) = self.removal() {
            write!(f, "x{}", name(r))?;
        }
        Ok(())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MorrisOptions {
    pub first: Side,
}

impl Default for MorrisOptions {
    /// RULES.md: White moves first unless the players choose otherwise.
    fn default() -> Self {
        MorrisOptions { first: Side::White }
    }
}

/// A Morris position. `men` are indexed by `Side::index`; bits follow
/// `NAMES`. The fields are public so tests and tools can set up positions;
/// `Morris::new` checks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Morris {
    pub men: [u32; 2],
    pub hand: [u8; 2],
    pub to_move: Side,
}

impl Morris {
    /// A position from its parts; `None` if the masks overlap, leave the
    /// board or a side would have more than nine pieces.
    pub fn new(men: [u32; 2], hand: [u8; 2], to_move: Side) -> Option<Morris> {
        let valid = men[0] & men[1] == 0
            && (men[0] | men[1]) & !FULL == 0
            && (0..2).all(|s| men[s].count_ones() + u32::from(hand[s]) <= 9);
        valid.then_some(Morris { men, hand, to_move })
    }

    /// A position from point names, e.g. `Morris::from_names("a1 d1", "g7", [5, 6], Side::Black)`.
    /// `None` for an unknown or doubly used point.
    pub fn from_names(white: &str, black: &str, hand: [u8; 2], to_move: Side) -> Option<Morris> {
        let mask = |text: &str| -> Option<u32> {
            text.split_whitespace().try_fold(0u32, |acc, name| {
                let p = NAMES.iter().position(|n| *n == name)?;
                (acc >> p & 1 == 0).then_some(acc | 1 << p)
            })
        };
        Morris::new([mask(white)?, mask(black)?], hand, to_move)
    }

    pub fn occupied(&self) -> u32 {
        self.men[0] | self.men[1]
    }

    pub fn vacant(&self) -> u32 {
        !self.occupied() & FULL
    }

    /// Pieces on the board and in hand.
    pub fn total(&self, side: Side) -> u32 {
        self.men[side.index()].count_ones() + u32::from(self.hand[side.index()])
    }

    /// Whether `side` may fly: exactly three on the board, none in hand.
    pub fn flying(&self, side: Side) -> bool {
        self.hand[side.index()] == 0 && self.men[side.index()].count_ones() == 3
    }

    /// The opponent pieces the side to move could remove after closing a
    /// mill: those not in a mill, or all of them if every one is.
    pub fn removable(&self) -> u32 {
        let theirs = self.men[self.to_move.other().index()];
        let free = theirs & !in_mills(theirs);
        if free != 0 {
            free
        } else {
            theirs
        }
    }

    fn has_move(&self) -> bool {
        let me = self.to_move.index();
        let vacant = self.vacant();
        if self.hand[me] > 0 || self.flying(self.to_move) {
            return vacant != 0;
        }
        bits(self.men[me]).any(|p| ADJACENT[p as usize] & vacant != 0)
    }

    /// Appends `base` (a placement or step to `base.to`), or one move per
    /// possible removal if it closes a mill.
    fn push_with_removals(
        &self,
        base: MorrisMove,
        mine_after: u32,
        removable: u32,
        out: &mut Vec<MorrisMove>,
    ) {
        if removable != 0 && closes_mill(mine_after, base.to) {
            out.extend(bits(removable).map(|r| base.removing(r as usize)));
        } else {
            out.push(base);
        }
    }

    /// Whether the move, played without its removal, closes a mill.
    pub fn closes_mill(&self, m: MorrisMove) -> bool {
        let mine = self.men[self.to_move.index()];
        let from = m.from().map_or(0, |f| 1u32 << f);
        closes_mill((mine & !from) | 1 << m.to, m.to)
    }
}

impl Rules for Morris {
    type Move = MorrisMove;
    type Options = MorrisOptions;
    const ID: &'static str = "morris";
    /// RULES.md: 100 slides or flies in a row without a removal draw.
    const NO_PROGRESS_LIMIT: Option<u32> = Some(100);

    fn start(options: &MorrisOptions) -> Morris {
        Morris {
            men: [0, 0],
            hand: [PIECES_PER_SIDE; 2],
            to_move: options.first,
        }
    }

    fn geometry(_: &MorrisOptions) -> Geometry {
        Geometry::from_names(BoardKind::Points, 7, 7, &NAMES, &LINES, &MILLS)
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<MorrisMove>) {
        if self.total(self.to_move) < 3 {
            return;
        }
        let me = self.to_move.index();
        let mine = self.men[me];
        let removable = self.removable();
        let vacant = self.vacant();
        if self.hand[me] > 0 {
            for to in bits(vacant) {
                let m = MorrisMove::place(to as usize);
                self.push_with_removals(m, mine | 1 << to, removable, out);
            }
            return;
        }
        let flying = self.flying(self.to_move);
        for from in bits(mine) {
            let rest = mine & !(1 << from);
            let targets = if flying {
                vacant
            } else {
                ADJACENT[from as usize] & vacant
            };
            for to in bits(targets) {
                let m = MorrisMove::step(from as usize, to as usize);
                self.push_with_removals(m, rest | 1 << to, removable, out);
            }
        }
    }

    fn play(&self, m: MorrisMove) -> Morris {
        let me = self.to_move.index();
        let mut next = *self;
        if m.from == NONE {
            next.hand[me] = next.hand[me].saturating_sub(1);
        } else {
            next.men[me] &= !(1 << m.from);
        }
        next.men[me] |= 1 << m.to;
        if m.remove != NONE {
            next.men[1 - me] &= !(1 << m.remove);
        }
        next.to_move = self.to_move.other();
        next
    }

    fn end(&self) -> Option<GameEnd> {
        let winner = self.to_move.other();
        if self.total(self.to_move) < 3 {
            return Some(GameEnd {
                winner,
                reason: EndReason::FewPieces,
            });
        }
        if !self.has_move() {
            return Some(GameEnd {
                winner,
                reason: EndReason::NoMove,
            });
        }
        None
    }

    fn key(&self) -> u64 {
        let mut key = 0;
        for side in 0..2 {
            let men = self.men[side];
            for byte in 0..3 {
                key ^= BOARD_KEYS[side][byte][(men >> (8 * byte) & 0xFF) as usize];
            }
            key ^= HAND_KEYS[side][usize::from(self.hand[side] & 15)];
        }
        if self.to_move == Side::Black {
            key ^= BLACK_TO_MOVE_KEY;
        }
        key
    }

    fn parse_move(&self, text: &str) -> Result<MorrisMove, Error> {
        let geometry = Morris::geometry(&MorrisOptions::default());
        let trimmed = text.trim();
        let lower = trimmed.to_ascii_lowercase();
        if lower.is_empty() {
            return Err(Error::unreadable(
                "a move is missing (expected a point like d6, a step like d6-d5, \
                 and x plus a point to remove, like d6-d5xg7)",
            ));
        }
        let (body, removal) = match lower.split_once('x') {
            Some((body, removal)) => {
                if removal.contains('x') {
                    return Err(Error::unreadable(format!(
                        "'{trimmed}': a move removes at most one piece (one x)"
                    )));
                }
                if removal.trim().is_empty() {
                    return Err(Error::unreadable(format!(
                        "'{trimmed}': the point to remove is missing after x"
                    )));
                }
                (body, Some(parse_point(&geometry, removal)?))
            }
            None => (lower.as_str(), None),
        };
        let base = match body.split_once('-') {
            Some((a, b)) => {
                if a.trim().is_empty() || b.trim().is_empty() || b.contains('-') {
                    return Err(Error::unreadable(format!(
                        "'{trimmed}' is not a move (a step is two points joined by -, like d6-d5)"
                    )));
                }
                MorrisMove::step(parse_point(&geometry, a)?, parse_point(&geometry, b)?)
            }
            None => MorrisMove::place(parse_point(&geometry, body)?),
        };
        Ok(match removal {
            Some(r) => base.removing(r),
            None => base,
        })
    }

    fn shape(&self, m: MorrisMove) -> MoveShape {
        MoveShape {
            from: m.from(),
            to: m.to(),
            remove: m.removal(),
        }
    }

    fn explain_illegal(&self, m: MorrisMove) -> String {
        let me = self.to_move;
        let side = Morris::side_id(me);
        let them = Morris::side_id(me.other());
        let mine = self.men[me.index()];
        let theirs = self.men[me.other().index()];
        let name = |p: usize| NAMES[p];
        if self.end().is_some() {
            return "the game is over".to_string();
        }
        let in_hand = self.hand[me.index()];
        match m.from() {
            None if in_hand == 0 => {
                return format!(
                "{m}: all of {side}'s pieces are on the board; move one with from-to, like d6-d5"
            )
            }
            Some(_) if in_hand > 0 => {
                return format!(
                "{m}: {side} still has {in_hand} piece{} to place; name a vacant point, like d6",
                if in_hand == 1 { "" } else { "s" }
            )
            }
            _ => {}
        }
        if let Some(from) = m.from() {
            if mine >> from & 1 == 0 {
                return format!("{m}: there is no {side} piece on {}", name(from));
            }
        }
        if self.occupied() >> m.to & 1 == 1 {
            return format!("{m}: {} is not vacant", name(m.to()));
        }
        if let Some(from) = m.from() {
            if !self.flying(me) && ADJACENT[from] >> m.to & 1 == 0 {
                return format!(
                    "{m}: {} and {} are not joined by a line ({side} may fly only with exactly \
                     three pieces on the board and none in hand)",
                    name(from),
                    name(m.to())
                );
            }
        }
        let base = m.base();
        let closes = self.closes_mill(base);
        let removable = self.removable();
        match m.removal() {
            None if closes && theirs != 0 => {
                let example = bits(removable).next().map_or("g7", |p| name(p as usize));
                format!("{m} closes a mill: add the {them} piece to remove, like {m}x{example}")
            }
            Some(_) if !closes => {
                format!("{m}: {base} does not close a mill, so it removes nothing")
            }
            Some(_) if theirs == 0 => {
                format!("{m}: {them} has no piece on the board, so nothing is removed; play {base}")
            }
            Some(r) if theirs >> r & 1 == 0 => {
                format!("{m}: there is no {them} piece on {} to remove", name(r))
            }
            Some(r) if removable >> r & 1 == 0 => {
                let free: Vec<&str> = bits(removable).map(|p| name(p as usize)).collect();
                format!(
                    "{m}: {} stands in a mill; remove a {them} piece that is not in a mill ({})",
                    name(r),
                    free.join(" ")
                )
            }
            _ => format!("{m} is not a legal move in this position"),
        }
    }

    fn is_progress(&self, m: MorrisMove) -> bool {
        m.from == NONE || m.remove != NONE
    }

    fn pieces(&self) -> Vec<(usize, PieceKind)> {
        let white = bits(self.men[0]).map(|p| (p as usize, PieceKind::White));
        let black = bits(self.men[1]).map(|p| (p as usize, PieceKind::Black));
        let mut all: Vec<(usize, PieceKind)> = white.chain(black).collect();
        crate::sort::sort_by_key(&mut all, |&(p, _)| p);
        all
    }

    fn in_hand(&self) -> [u32; 2] {
        [u32::from(self.hand[0]), u32::from(self.hand[1])]
    }

    fn phases(&self) -> Option<[&'static str; 2]> {
        let phase = |side: Side| {
            if self.hand[side.index()] > 0 {
                "placing"
            } else if self.flying(side) {
                "flying"
            } else {
                "sliding"
            }
        };
        Some([phase(Side::White), phase(Side::Black)])
    }
}
