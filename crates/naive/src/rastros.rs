//! Rastros (RULES.md §4) naively: a board of characters indexed by square
//! name, neighbours found by comparing the names' letters and numbers.

use crate::Model;

/// The naive model: `board` maps every square name to '.', '#' (trail) or
/// '@' (the piece); `mover` is '1' or '2'.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Naive {
    pub n: usize,
    pub board: Vec<(String, char)>,
    pub mover: char,
}

/// A square's name from its column and row, counted from 0.
pub fn name(col: usize, row: usize) -> String {
    format!("{}{}", (b'a' + col as u8) as char, row + 1)
}

fn coords(square: &str) -> (i32, i32) {
    let col = square
        .bytes()
        .next()
        .map_or(-1, |b| i32::from(b) - i32::from(b'a'));
    let row: i32 = square.get(1..).and_then(|r| r.parse().ok()).unwrap_or(0);
    (col, row - 1)
}

/// Two squares touch when their letters and their numbers each differ by
/// at most one, and they are not the same square.
fn touching(a: &str, b: &str) -> bool {
    let ((ax, ay), (bx, by)) = (coords(a), coords(b));
    a != b && (ax - bx).abs() <= 1 && (ay - by).abs() <= 1
}

/// RULES.md's fixed start square of an `n`×`n` board.
pub fn fixed_start(n: usize) -> &'static str {
    match n {
        5 | 6 => "d4",
        7 | 8 => "e5",
        _ => "f6",
    }
}

fn side_id(player: char) -> &'static str {
    if player == '1' {
        "p1"
    } else {
        "p2"
    }
}

impl Naive {
    /// An `n`×`n` board, empty (free start) or with the piece on `start`;
    /// Player 1 to move.
    pub fn new(n: usize, start: Option<&str>) -> Naive {
        let mut board = Vec::new();
        for row in 0..n {
            for col in 0..n {
                let sq = name(col, row);
                let c = if Some(sq.as_str()) == start { '@' } else { '.' };
                board.push((sq, c));
            }
        }
        Naive {
            n,
            board,
            mover: '1',
        }
    }

    fn goal(&self, player: char) -> String {
        if player == '1' {
            "a1".to_string()
        } else {
            name(self.n - 1, self.n - 1)
        }
    }

    fn piece(&self) -> Option<String> {
        self.board
            .iter()
            .find(|(_, c)| *c == '@')
            .map(|(s, _)| s.clone())
    }

    /// The winner ('1' or '2') once the game is over, else `None`.
    pub fn winning_player(&self) -> Option<char> {
        let piece = self.piece()?;
        if piece == self.goal('1') {
            return Some('1');
        }
        if piece == self.goal('2') {
            return Some('2');
        }
        if self.moves().is_empty() {
            return Some(if self.mover == '1' { '2' } else { '1' });
        }
        None
    }
}

impl Model for Naive {
    fn moves(&self) -> Vec<String> {
        let mut out: Vec<String> = match self.piece() {
            None => self
                .board
                .iter()
                .map(|(s, _)| s.clone())
                .filter(|s| *s != self.goal('1') && *s != self.goal('2'))
                .collect(),
            Some(p) if p == self.goal('1') || p == self.goal('2') => vec![],
            Some(p) => self
                .board
                .iter()
                .filter(|(s, c)| *c == '.' && touching(s, &p))
                .map(|(s, _)| s.clone())
                .collect(),
        };
        out.sort();
        out
    }

    fn play(&self, m: &str) -> Naive {
        let mut next = self.clone();
        for (s, c) in next.board.iter_mut() {
            if *c == '@' {
                *c = '#';
            }
            if s == m {
                *c = '@';
            }
        }
        next.mover = if self.mover == '1' { '2' } else { '1' };
        next
    }

    fn to_move(&self) -> &'static str {
        side_id(self.mover)
    }

    fn winner(&self) -> Option<&'static str> {
        self.winning_player().map(side_id)
    }

    fn pieces(&self) -> Vec<(String, &'static str)> {
        self.piece().map(|p| (p, "marker")).into_iter().collect()
    }

    fn blocked(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .board
            .iter()
            .filter(|(_, c)| *c == '#')
            .map(|(s, _)| s.clone())
            .collect();
        out.sort();
        out
    }

    fn hand(&self) -> Vec<(&'static str, u32)> {
        vec![("p1", 0), ("p2", 0)]
    }

    /// A free start's first move puts the piece down; every other moves it.
    fn phases(&self) -> Option<Vec<(&'static str, &'static str)>> {
        let phase = if self.piece().is_some() {
            "moving"
        } else {
            "placing"
        };
        Some(vec![("p1", phase), ("p2", phase)])
    }
}
