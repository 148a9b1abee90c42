//! Six Stones: a Go-like movement game on a 5×5 grid without its corners.
//! Six stones a side slide along lines; an opponent group left without a
//! liberty is captured; two stones left or no move loses. RULES.md §2.
//!
//! The 21 points are bits of a `u32`, numbered row by row from b1. Groups
//! and liberties are flood fills on those masks: a "dilation" spreads a set
//! of points to its neighbours with six masked shifts, derived at compile
//! time from the point names.

use std::fmt;

use crate::error::Error;
use crate::geometry::{parse_point, BoardKind, Geometry};
use crate::rules::{EndReason, GameEnd, GroupHint, MoveShape, PieceKind, Rules, Side};
use crate::sort::sort_by_key;

/// Number of points on the board.
pub const POINTS: usize = 21;
/// Every point of the board as a mask.
pub const ALL: u32 = (1 << POINTS) - 1;
/// A side with this many stones or fewer has lost.
pub const LOSING_COUNT: u32 = 2;

/// The points, row by row from the bottom: the 5×5 grid without a1, e1, a5
/// and e5. A point's bit is its index here.
pub const NAMES: [&str; POINTS] = [
    "b1", "c1", "d1", //
    "a2", "b2", "c2", "d2", "e2", //
    "a3", "b3", "c3", "d3", "e3", //
    "a4", "b4", "c4", "d4", "e4", //
    "b5", "c5", "d5",
];

const fn column(i: usize) -> i32 {
    (NAMES[i].as_bytes()[0] - b'a') as i32
}

const fn row(i: usize) -> i32 {
    (NAMES[i].as_bytes()[1] - b'1') as i32
}

/// Neighbours along lines: points one orthogonal unit step apart, taken
/// from the names (so diagonal neighbours are never joined).
pub const NEIGHBOURS: [u32; POINTS] = {
    let mut n = [0u32; POINTS];
    let mut i = 0;
    while i < POINTS {
        let mut j = 0;
        while j < POINTS {
            let dx = (column(i) - column(j)).abs();
            let dy = (row(i) - row(j)).abs();
            if dx + dy == 1 {
                n[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    n
};

/// Index steps between neighbours in this numbering: ±1 along a row, ±4 or
/// ±5 between rows (rows 1 and 5 are three points long, the others five).
const STEPS: [i32; 6] = [1, -1, 4, -4, 5, -5];

/// For each step, the points whose neighbour lies that many indices away.
const STEP_MASKS: [u32; 6] = {
    let mut masks = [0u32; 6];
    let mut covered = [0u32; POINTS];
    let mut s = 0;
    while s < STEPS.len() {
        let mut i = 0;
        while i < POINTS {
            let j = i as i32 + STEPS[s];
            if j >= 0 && (j as usize) < POINTS && NEIGHBOURS[i] >> j & 1 == 1 {
                masks[s] |= 1 << i;
                covered[i] |= 1 << j;
            }
            i += 1;
        }
        s += 1;
    }
    // Every line must be one of the six steps, or dilation would miss it.
    let mut i = 0;
    while i < POINTS {
        assert!(covered[i] == NEIGHBOURS[i], "a line is not a known step");
        i += 1;
    }
    masks
};

/// The points adjacent to any point of `set` (may include `set` itself).
#[inline]
pub fn dilate(set: u32) -> u32 {
    ((set & STEP_MASKS[0]) << 1)
        | ((set & STEP_MASKS[1]) >> 1)
        | ((set & STEP_MASKS[2]) << 4)
        | ((set & STEP_MASKS[3]) >> 4)
        | ((set & STEP_MASKS[4]) << 5)
        | ((set & STEP_MASKS[5]) >> 5)
}

/// Everything in `within` connected to `seed` through `within`.
#[inline]
pub fn flood(seed: u32, within: u32) -> u32 {
    let mut group = seed & within;
    loop {
        let grown = group | (dilate(group) & within);
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// The stones of `stones` that belong to a group without a liberty, where
/// `occupied` holds every stone on the board.
#[inline]
pub fn without_liberty(stones: u32, occupied: u32) -> u32 {
    let vacant = ALL & !occupied;
    stones & !flood(stones & dilate(vacant), stones)
}

/// Iterates the indices of the set bits of a mask, lowest first.
pub fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(i)
        }
    })
}

/// Zobrist keys: one per (side, point), and one for Black to move.
const ZOBRIST: [[u64; POINTS]; 2] = {
    let mut keys = [[0u64; POINTS]; 2];
    let mut side = 0;
    while side < 2 {
        let mut p = 0;
        while p < POINTS {
            keys[side][p] = crate::rng::mix(0x5155_7851_0000 + (side * 64 + p) as u64);
            p += 1;
        }
        side += 1;
    }
    keys
};
const BLACK_TO_MOVE: u64 = crate::rng::mix(0x5155_7851_FFFF);

/// A slide of one stone to an adjacent vacant point: `b2-b3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SixMove {
    pub from: u8,
    pub to: u8,
}

impl fmt::Display for SixMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |p: u8| NAMES.get(p as usize).copied().unwrap_or("?");
        write!(f, "{}-{}", name(self.from), name(self.to))
    }
}

impl SixMove {
    fn in_range(self) -> bool {
        (self.from as usize) < POINTS && (self.to as usize) < POINTS
    }
}

/// Six Stones has no options: the board, the start and the first mover
/// (Black) are fixed by the rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SixStonesOptions;

/// A group of stones as the teaching aids show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoneGroup {
    pub side: Side,
    /// Point indices of the stones, ascending.
    pub stones: Vec<usize>,
    /// Point indices of the distinct vacant points next to the group.
    pub liberties: Vec<usize>,
}

impl StoneGroup {
    pub fn in_atari(&self) -> bool {
        self.liberties.len() == 1
    }
}

/// A Six Stones position: each side's stones as a mask (indexed by
/// `Side::index`: White, Black), and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SixStones {
    pub stones: [u32; 2],
    pub to_move: Side,
}

fn mask_of(names: &[&str]) -> u32 {
    names
        .iter()
        .map(|n| NAMES.iter().position(|p| p == n).map_or(0, |i| 1 << i))
        .fold(0, |a, b| a | b)
}

impl SixStones {
    /// Stones of `side`.
    pub fn own(&self, side: Side) -> u32 {
        self.stones[side.index()]
    }

    pub fn occupied(&self) -> u32 {
        self.stones[0] | self.stones[1]
    }

    pub fn vacant(&self) -> u32 {
        ALL & !self.occupied()
    }

    pub fn count(&self, side: Side) -> u32 {
        self.own(side).count_ones()
    }

    /// A position set up from point names, e.g. for puzzles and tests:
    /// `setup("b2 c3", "c2 d3", Side::Black)`.
    pub fn setup(black: &str, white: &str, to_move: Side) -> Result<SixStones, String> {
        let geometry = SixStones::geometry(&SixStonesOptions);
        let mut stones = [0u32; 2];
        for (side, list) in [(Side::Black, black), (Side::White, white)] {
            for name in list.split(|c: char| c.is_whitespace() || c == ',') {
                if name.is_empty() {
                    continue;
                }
                let p = parse_point(&geometry, name).map_err(|e| e.message)?;
                if (stones[0] | stones[1]) >> p & 1 == 1 {
                    return Err(format!("{} holds two stones", NAMES[p]));
                }
                stones[side.index()] |= 1 << p;
            }
        }
        Ok(SixStones { stones, to_move })
    }

    /// Whether `m` is a legal move here.
    pub fn is_legal(&self, m: SixMove) -> bool {
        if !m.in_range() || self.end().is_some() {
            return false;
        }
        self.slide_is_legal(m.from as usize, m.to as usize)
    }

    /// The rule check for one slide, game end aside: an own stone moves
    /// along a line to a vacant point, and its group keeps a liberty once
    /// the captures are made (it always does: the point just left is one).
    fn slide_is_legal(&self, from: usize, to: usize) -> bool {
        let me = self.to_move.index();
        let own = self.stones[me];
        let opp = self.stones[1 - me];
        if own >> from & 1 == 0 || self.vacant() >> to & 1 == 0 || NEIGHBOURS[from] >> to & 1 == 0 {
            return false;
        }
        let moved = (own & !(1 << from)) | 1 << to;
        // A vacant neighbour before the captures is still one after them.
        if NEIGHBOURS[to] & ALL & !(moved | opp) != 0 {
            return true;
        }
        let opp_left = opp & !without_liberty(opp, moved | opp);
        let group = flood(1 << to, moved);
        dilate(group) & ALL & !(moved | opp_left) != 0
    }

    /// The stones `m` would capture, as a mask (0 if `m` is not legal).
    pub fn capture_mask(&self, m: SixMove) -> u32 {
        if !self.is_legal(m) {
            return 0;
        }
        self.captured_by(m)
    }

    /// The opponent stones a legal move captures.
    #[inline]
    pub(crate) fn captured_by(&self, m: SixMove) -> u32 {
        let me = self.to_move.index();
        let moved = (self.stones[me] & !(1 << m.from)) | 1 << m.to;
        let opp = self.stones[1 - me];
        without_liberty(opp, moved | opp)
    }

    /// The points of the stones `m` would capture, ascending (none if `m`
    /// is not legal): the preview of a hovered target.
    pub fn captures(&self, m: SixMove) -> Vec<usize> {
        bits(self.capture_mask(m)).collect()
    }

    /// Every group on the board with its liberties, White's first, each
    /// side's in order of their lowest point.
    pub fn groups(&self) -> Vec<StoneGroup> {
        let vacant = self.vacant();
        let mut out = Vec::new();
        for side in [Side::White, Side::Black] {
            let own = self.own(side);
            let mut rest = own;
            while rest != 0 {
                let group = flood(rest & rest.wrapping_neg(), own);
                rest &= !group;
                out.push(StoneGroup {
                    side,
                    stones: bits(group).collect(),
                    liberties: bits(dilate(group) & vacant).collect(),
                });
            }
        }
        out
    }

    fn has_legal_move(&self) -> bool {
        let own = self.own(self.to_move);
        let vacant = self.vacant();
        bits(own)
            .any(|from| bits(NEIGHBOURS[from] & vacant).any(|to| self.slide_is_legal(from, to)))
    }
}

impl Rules for SixStones {
    type Move = SixMove;
    type Options = SixStonesOptions;
    const ID: &'static str = "sixstones";
    const NO_PROGRESS_LIMIT: Option<u32> = Some(80);

    fn start(_: &SixStonesOptions) -> SixStones {
        SixStones {
            stones: [
                mask_of(&["b4", "c4", "d4", "b5", "c5", "d5"]),
                mask_of(&["b1", "c1", "d1", "b2", "c2", "d2"]),
            ],
            to_move: Side::Black,
        }
    }

    fn geometry(_: &SixStonesOptions) -> Geometry {
        let lines: Vec<(&str, &str)> = (0..POINTS)
            .flat_map(|a| bits(NEIGHBOURS[a] & !((2 << a) - 1)).map(move |b| (NAMES[a], NAMES[b])))
            .collect();
        Geometry::from_names(BoardKind::Points, 5, 5, &NAMES, &lines, &[])
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<SixMove>) {
        if self.end().is_some() {
            return;
        }
        let vacant = self.vacant();
        for from in bits(self.own(self.to_move)) {
            for to in bits(NEIGHBOURS[from] & vacant) {
                if self.slide_is_legal(from, to) {
                    out.push(SixMove {
                        from: from as u8,
                        to: to as u8,
                    });
                }
            }
        }
    }

    fn play(&self, m: SixMove) -> SixStones {
        let me = self.to_move.index();
        let captured = self.captured_by(m);
        let mut next = *self;
        next.stones[me] = (self.stones[me] & !(1 << m.from)) | 1 << m.to;
        next.stones[1 - me] &= !captured;
        next.to_move = self.to_move.other();
        next
    }

    fn end(&self) -> Option<GameEnd> {
        let winner = self.to_move.other();
        if self.count(self.to_move) <= LOSING_COUNT {
            return Some(GameEnd {
                winner,
                reason: EndReason::FewPieces,
            });
        }
        if !self.has_legal_move() {
            return Some(GameEnd {
                winner,
                reason: EndReason::NoMove,
            });
        }
        None
    }

    fn key(&self) -> u64 {
        let mut key = if self.to_move == Side::Black {
            BLACK_TO_MOVE
        } else {
            0
        };
        for (keys, &stones) in ZOBRIST.iter().zip(&self.stones) {
            for p in bits(stones) {
                key ^= keys[p];
            }
        }
        key
    }

    fn parse_move(&self, text: &str) -> Result<SixMove, Error> {
        let geometry = SixStones::geometry(&SixStonesOptions);
        let trimmed = text.trim();
        let Some((a, b)) = trimmed.split_once('-') else {
            return Err(Error::unreadable(format!(
                "'{trimmed}': a move slides a stone from one point to the next, written from-to, like b2-b3"
            )));
        };
        Ok(SixMove {
            from: parse_point(&geometry, a)? as u8,
            to: parse_point(&geometry, b)? as u8,
        })
    }

    fn shape(&self, m: SixMove) -> MoveShape {
        MoveShape {
            from: Some(m.from as usize),
            to: m.to as usize,
            remove: None,
        }
    }

    fn explain_illegal(&self, m: SixMove) -> String {
        if !m.in_range() {
            return format!("{m} is not a move on this board");
        }
        let side = SixStones::side_id(self.to_move);
        let (from, to) = (m.from as usize, m.to as usize);
        let (fname, tname) = (NAMES[from], NAMES[to]);
        let other = self.own(self.to_move.other());
        if self.end().is_some() {
            "the game is over".to_string()
        } else if from == to {
            format!("{m}: a stone must move to a neighbouring point")
        } else if other >> from & 1 == 1 {
            format!(
                "{m}: the stone on {fname} is {}'s; it is {side}'s turn",
                SixStones::side_id(self.to_move.other())
            )
        } else if self.own(self.to_move) >> from & 1 == 0 {
            format!("{m}: there is no {side} stone on {fname}")
        } else if NEIGHBOURS[from] >> to & 1 == 0 {
            let diagonal =
                (column(from) - column(to)).abs() == 1 && (row(from) - row(to)).abs() == 1;
            if diagonal {
                format!("{m}: {fname} and {tname} are diagonal neighbours, not joined by a line; stones move along the lines")
            } else {
                format!("{m}: {fname} and {tname} are not joined by a line; a stone moves one step to a neighbouring point")
            }
        } else if self.occupied() >> to & 1 == 1 {
            format!("{m}: {tname} is not vacant")
        } else if !self.slide_is_legal(from, to) {
            format!("{m}: the stone would be left without a liberty (suicide)")
        } else {
            format!("{m} is not a legal move in this position")
        }
    }

    fn is_progress(&self, m: SixMove) -> bool {
        self.captured_by(m) != 0
    }

    fn hint_groups(&self) -> Vec<GroupHint> {
        self.groups()
            .into_iter()
            .map(|g| GroupHint {
                side: g.side,
                stones: g.stones,
                liberties: g.liberties,
            })
            .collect()
    }

    fn hint_captures(&self, m: SixMove) -> Vec<usize> {
        self.captures(m)
    }

    fn pieces(&self) -> Vec<(usize, PieceKind)> {
        let mut out: Vec<(usize, PieceKind)> = bits(self.stones[0])
            .map(|p| (p, PieceKind::White))
            .chain(bits(self.stones[1]).map(|p| (p, PieceKind::Black)))
            .collect();
        sort_by_key(&mut out, |&(p, _)| p);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves_of(s: &SixStones) -> Vec<String> {
        let mut buf = Vec::new();
        s.legal_moves(&mut buf);
        let mut v: Vec<String> = buf.iter().map(ToString::to_string).collect();
        v.sort();
        v
    }

    fn mv(s: &SixStones, text: &str) -> SixMove {
        s.parse_move(text).unwrap()
    }

    #[test]
    fn geometry_has_21_points_and_32_lines() {
        let g = SixStones::geometry(&SixStonesOptions);
        assert_eq!(g.points.len(), 21);
        assert_eq!(g.lines.len(), 32);
        let degree: u32 = NEIGHBOURS.iter().map(|n| n.count_ones()).sum();
        assert_eq!(degree, 64);
        let (b1, a2) = (g.index_of("b1").unwrap(), g.index_of("a2").unwrap());
        assert!(!g.lines.contains(&(b1, a2)) && !g.lines.contains(&(a2, b1)));
        for (i, p) in g.points.iter().enumerate() {
            assert_eq!((p.x as i32, p.y as i32), (column(i), row(i)));
        }
    }

    #[test]
    fn dilation_is_the_neighbour_table() {
        for (i, &n) in NEIGHBOURS.iter().enumerate() {
            assert_eq!(dilate(1 << i), n, "{}", NAMES[i]);
        }
        assert_eq!(dilate(ALL) & !ALL, 0);
    }

    #[test]
    fn start_position_moves() {
        let s = SixStones::start(&SixStonesOptions);
        assert_eq!(
            moves_of(&s),
            vec!["b2-a2", "b2-b3", "c2-c3", "d2-d3", "d2-e2"]
        );
        assert_eq!(s.end(), None);
    }

    #[test]
    fn capture_removes_a_group_without_liberty() {
        // White c3 is surrounded by Black b3, d3 and c2; b4-c4 takes its
        // last liberty.
        let s = SixStones::setup("b3 d3 c2 b4 a2 e2", "c3 e4 d5 b5", Side::Black).unwrap();
        let m = mv(&s, "b4-c4");
        assert_eq!(s.captures(m), vec![10]);
        let after = s.play(m);
        assert_eq!(after.own(Side::White).count_ones(), 3);
        assert!(s.is_progress(m));
        assert!(!s.is_progress(mv(&s, "a2-a3")));
    }

    #[test]
    fn only_liberty_is_the_point_just_left() {
        // Black c2 steps to c3 between White b3, d3, c4: its only liberty
        // is c2, the point it left. Legal, and no capture.
        let s = SixStones::setup("c2 a2 e2", "b3 d3 c4", Side::Black).unwrap();
        let m = mv(&s, "c2-c3");
        assert!(s.is_legal(m));
        assert_eq!(s.captures(m), Vec::<usize>::new());
        let groups = s.play(m).groups();
        let c3 = groups.iter().find(|g| g.stones == vec![10]).unwrap();
        assert_eq!(c3.liberties, vec![5]);
        assert!(c3.in_atari());
    }

    #[test]
    fn few_stones_and_no_move_end_the_game() {
        let s = SixStones::setup("c3 c2 b3", "d3 e2 e4", Side::White).unwrap();
        assert_eq!(s.end(), None);
        let s = SixStones::setup("c3 c2 b3", "d3 e2", Side::White).unwrap();
        assert_eq!(
            s.end(),
            Some(GameEnd {
                winner: Side::Black,
                reason: EndReason::FewPieces
            })
        );
        // White b1 c1 d1 blocked by Black b2 c2 d2, which are free to move.
        let s = SixStones::setup("b2 c2 d2", "b1 c1 d1", Side::White).unwrap();
        assert_eq!(
            s.end(),
            Some(GameEnd {
                winner: Side::Black,
                reason: EndReason::NoMove
            })
        );
        assert!(moves_of(&s).is_empty());
    }

    #[test]
    fn illegal_moves_are_explained() {
        let s = SixStones::start(&SixStonesOptions);
        let why = |t: &str| s.explain_illegal(mv(&s, t));
        assert!(why("b2-c3").contains("diagonal"), "{}", why("b2-c3"));
        assert!(why("b2-b4").contains("not joined"));
        assert!(why("b2-c2").contains("not vacant"));
        assert!(why("b4-b3").contains("white's"));
        assert!(why("a3-b3").contains("no black stone"));
        assert!(s
            .parse_move("b2b3")
            .unwrap_err()
            .message
            .contains("from-to"));
        assert!(s
            .parse_move("a1-b1")
            .unwrap_err()
            .message
            .contains("a1 is not a point"));
    }

    #[test]
    fn keys_differ_by_side_and_stones() {
        let s = SixStones::start(&SixStonesOptions);
        let mut t = s;
        t.to_move = Side::White;
        assert_ne!(s.key(), t.key());
        let m = mv(&s, "b2-b3");
        assert_ne!(s.play(m).key(), s.key());
    }
}
