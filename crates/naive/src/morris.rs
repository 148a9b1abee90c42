//! Nine Men's Morris (RULES.md §3) naively: a map from point name to a
//! character, the neighbours of every point spelled out by name, moves as
//! strings.

use std::collections::BTreeMap;

use crate::{colour_id, other_colour, Model};

/// RULES.md §3's points, with the neighbours of each along the lines.
pub const NEIGHBOURS: [(&str, &str); 24] = [
    ("a1", "d1 a4"),
    ("d1", "a1 g1 d2"),
    ("g1", "d1 g4"),
    ("b2", "d2 b4"),
    ("d2", "b2 f2 d1 d3"),
    ("f2", "d2 f4"),
    ("c3", "d3 c4"),
    ("d3", "c3 e3 d2"),
    ("e3", "d3 e4"),
    ("a4", "a1 a7 b4"),
    ("b4", "a4 c4 b2 b6"),
    ("c4", "b4 c3 c5"),
    ("e4", "f4 e3 e5"),
    ("f4", "e4 g4 f2 f6"),
    ("g4", "f4 g1 g7"),
    ("c5", "c4 d5"),
    ("d5", "c5 e5 d6"),
    ("e5", "d5 e4"),
    ("b6", "b4 d6"),
    ("d6", "b6 f6 d5 d7"),
    ("f6", "d6 f4"),
    ("a7", "a4 d7"),
    ("d7", "a7 g7 d6"),
    ("g7", "d7 g4"),
];

/// RULES.md §3's mills, copied as written there.
pub const MILLS: [&str; 16] = [
    "a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "a4 b4 c4", "e4 f4 g4", "c3 d3 e3", "b2 d2 f2", "a1 d1 g1",
    "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6", "g1 g4 g7",
];

/// The naive model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Naive {
    pub board: BTreeMap<String, char>,
    pub to_move: char,
    pub hand_w: u32,
    pub hand_b: u32,
}

/// The points joined to `p` by a line.
pub fn neighbours(p: &str) -> Vec<&'static str> {
    NEIGHBOURS
        .iter()
        .find(|(name, _)| *name == p)
        .map(|(_, list)| list.split(' ').collect())
        .unwrap_or_default()
}

impl Naive {
    /// The empty board, nine pieces in each hand, `first` ('W' or 'B') to move.
    pub fn new(first: char) -> Naive {
        Naive {
            board: NEIGHBOURS
                .iter()
                .map(|(n, _)| (n.to_string(), '.'))
                .collect(),
            to_move: first,
            hand_w: 9,
            hand_b: 9,
        }
    }

    fn hand_of(&self, c: char) -> u32 {
        if c == 'W' {
            self.hand_w
        } else {
            self.hand_b
        }
    }

    /// The points holding a piece of colour `c`.
    pub fn pieces_of(&self, c: char) -> Vec<String> {
        self.board
            .iter()
            .filter(|(_, &v)| v == c)
            .map(|(k, _)| k.clone())
            .collect()
    }

    /// Whether the piece on `p` stands in a mill of its colour.
    pub fn in_a_mill(board: &BTreeMap<String, char>, p: &str) -> bool {
        let c = board[p];
        MILLS.iter().any(|m| {
            let mut pts = m.split(' ');
            m.split(' ').any(|q| q == p) && pts.all(|q| board[q] == c)
        })
    }
}

impl Model for Naive {
    const NO_PROGRESS_LIMIT: Option<u32> = Some(100);

    /// Every legal move as text; none when the game is over.
    fn moves(&self) -> Vec<String> {
        let me = self.to_move;
        let mine = self.pieces_of(me);
        let theirs = self.pieces_of(other_colour(me));
        if mine.len() as u32 + self.hand_of(me) < 3 {
            return vec![];
        }
        let free: Vec<String> = theirs
            .iter()
            .filter(|p| !Naive::in_a_mill(&self.board, p))
            .cloned()
            .collect();
        let removable = if free.is_empty() { theirs } else { free };
        let vacant: Vec<String> = self
            .board
            .iter()
            .filter(|(_, &v)| v == '.')
            .map(|(k, _)| k.clone())
            .collect();
        let mut steps: Vec<(Option<String>, String)> = vec![];
        if self.hand_of(me) > 0 {
            for v in &vacant {
                steps.push((None, v.clone()));
            }
        } else if mine.len() == 3 {
            for f in &mine {
                for v in &vacant {
                    steps.push((Some(f.clone()), v.clone()));
                }
            }
        } else {
            for f in &mine {
                for n in neighbours(f) {
                    if self.board[n] == '.' {
                        steps.push((Some(f.clone()), n.to_string()));
                    }
                }
            }
        }
        let mut out = vec![];
        for (from, to) in steps {
            let mut after = self.board.clone();
            if let Some(f) = &from {
                after.insert(f.clone(), '.');
            }
            after.insert(to.clone(), me);
            let text = match &from {
                Some(f) => format!("{f}-{to}"),
                None => to.clone(),
            };
            if Naive::in_a_mill(&after, &to) && !removable.is_empty() {
                for r in &removable {
                    out.push(format!("{text}x{r}"));
                }
            } else {
                out.push(text);
            }
        }
        out.sort();
        out
    }

    fn play(&self, m: &str) -> Naive {
        let mut next = self.clone();
        let (step, removal) = match m.split_once('x') {
            Some((s, r)) => (s, Some(r)),
            None => (m, None),
        };
        let to = match step.split_once('-') {
            Some((f, t)) => {
                next.board.insert(f.to_string(), '.');
                t
            }
            None => {
                if self.to_move == 'W' {
                    next.hand_w -= 1;
                } else {
                    next.hand_b -= 1;
                }
                step
            }
        };
        next.board.insert(to.to_string(), self.to_move);
        if let Some(r) = removal {
            next.board.insert(r.to_string(), '.');
        }
        next.to_move = other_colour(self.to_move);
        next
    }

    fn to_move(&self) -> &'static str {
        colour_id(self.to_move)
    }

    /// Fewer than three pieces, or no move: the side to move has lost.
    fn winner(&self) -> Option<&'static str> {
        self.moves()
            .is_empty()
            .then(|| colour_id(other_colour(self.to_move)))
    }

    fn pieces(&self) -> Vec<(String, &'static str)> {
        self.board
            .iter()
            .filter(|(_, &c)| c != '.')
            .map(|(p, &c)| (p.clone(), colour_id(c)))
            .collect()
    }

    fn hand(&self) -> Vec<(&'static str, u32)> {
        vec![("black", self.hand_b), ("white", self.hand_w)]
    }

    /// Placing while pieces are in hand, flying with exactly three on the
    /// board and none in hand, sliding otherwise.
    fn phases(&self) -> Option<Vec<(&'static str, &'static str)>> {
        let phase = |c: char| {
            if self.hand_of(c) > 0 {
                "placing"
            } else if self.pieces_of(c).len() == 3 {
                "flying"
            } else {
                "sliding"
            }
        };
        Some(vec![("black", phase('B')), ("white", phase('W'))])
    }

    /// A placement or a removal.
    fn is_progress(&self, m: &str) -> bool {
        !m.contains('-') || m.contains('x')
    }
}
