//! What the page shows, read in one script through the DOM contract's data
//! attributes (never classes or text styling), and the checks made on it.

use serde_json::Value;

use crate::{Error, Result};

/// Reads the game page's state; returns a JSON object (see `PageState`).
pub const READ_STATE_JS: &str = r#"
const root = document.querySelector('[data-game]');
const scope = root || document;
const all = (el, sel) => Array.from(el.querySelectorAll(sel));
const board = document.querySelector('svg[data-board]');
const result = document.querySelector('[data-result]');
const status = document.querySelector('[data-status]');
return {
  game: root ? root.getAttribute('data-game') : null,
  thinking: root ? root.getAttribute('data-thinking') : null,
  board: !!board,
  points: board ? all(board, '[data-point]').map(e => e.getAttribute('data-point')) : [],
  pieces: all(scope, '[data-piece]').map(e => [e.getAttribute('data-piece') || '', e.getAttribute('data-at') || '']),
  rows: all(document, '[data-scorepad] [data-ply]').map(e => [e.getAttribute('data-ply') || '', e.textContent || '']),
  winner: result ? result.getAttribute('data-winner') : null,
  status: status ? status.textContent.trim() : null,
  errors: Array.isArray(window.__tabuleiroErrors) ? window.__tabuleiroErrors.map(String) : null,
};
"#;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageState {
    /// `data-game` of the root, if there is a root.
    pub game: Option<String>,
    /// `data-thinking="true"` on the root.
    pub thinking: bool,
    pub board: bool,
    /// `data-point` of every hit target inside `svg[data-board]`.
    pub points: Vec<String>,
    /// `(data-piece, data-at)` of every piece.
    pub pieces: Vec<(String, String)>,
    /// `(data-ply, move text)` of every scorepad row, in ply order.
    pub rows: Vec<(u32, String)>,
    /// `data-winner` of `[data-result]`, when present and not empty.
    pub winner: Option<String>,
    pub status: Option<String>,
    /// `window.__tabuleiroErrors`, or `None` when the page has no such array.
    pub errors: Option<Vec<String>>,
}

fn string(v: &Value) -> Option<String> {
    v.as_str().map(str::to_string)
}

fn pairs(v: &Value) -> Vec<(String, String)> {
    v.as_array()
        .map(|a| {
            a.iter()
                .map(|p| {
                    (
                        string(&p[0]).unwrap_or_default(),
                        string(&p[1]).unwrap_or_default(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

impl PageState {
    pub fn from_json(v: &Value) -> Result<PageState> {
        if !v.is_object() {
            return Err(Error(format!("page state is not an object: {v}")));
        }
        let mut rows: Vec<(u32, String)> = pairs(&v["rows"])
            .into_iter()
            .map(|(ply, text)| {
                let n = ply.trim().parse().unwrap_or(0);
                (n, text.split_whitespace().collect::<Vec<_>>().join(" "))
            })
            .collect();
        rows.sort_by_key(|r| r.0);
        Ok(PageState {
            game: string(&v["game"]),
            thinking: v["thinking"].as_str() == Some("true"),
            board: v["board"].as_bool().unwrap_or(false),
            points: v["points"]
                .as_array()
                .map(|a| a.iter().filter_map(string).collect())
                .unwrap_or_default(),
            pieces: pairs(&v["pieces"]),
            rows,
            winner: string(&v["winner"]).filter(|w| !w.is_empty()),
            status: string(&v["status"]),
            errors: v["errors"].as_array().map(|a| {
                a.iter()
                    .map(|e| e.as_str().unwrap_or("?").to_string())
                    .collect()
            }),
        })
    }

    /// The distinct point names on the board, sorted.
    pub fn point_names(&self) -> Vec<String> {
        let mut p = self.points.clone();
        p.sort();
        p.dedup();
        p
    }

    /// How many `kind` pieces are in hand.
    pub fn hand(&self, kind: &str) -> usize {
        self.pieces
            .iter()
            .filter(|(k, at)| k == kind && at == "hand")
            .count()
    }

    /// Where the `kind` pieces on the board stand, sorted.
    pub fn on_board(&self, kind: &str) -> Vec<String> {
        let mut at: Vec<String> = self
            .pieces
            .iter()
            .filter(|(k, at)| k == kind && at != "hand" && !at.is_empty())
            .map(|(_, at)| at.clone())
            .collect();
        at.sort();
        at
    }

    pub fn plies(&self) -> usize {
        self.rows.len()
    }

    /// The move written in the scorepad row of `ply` (1-based).
    pub fn move_at(&self, ply: u32) -> Option<String> {
        self.rows
            .iter()
            .find(|r| r.0 == ply)
            .and_then(|r| last_move_token(&r.1))
    }

    /// Whether the scorepad holds exactly plies 1..=n in order.
    pub fn rows_are_consecutive(&self) -> bool {
        self.rows
            .iter()
            .enumerate()
            .all(|(i, r)| r.0 as usize == i + 1)
    }

    /// One line for failure messages.
    pub fn summary(&self) -> String {
        let rows: Vec<String> = self
            .rows
            .iter()
            .map(|(n, t)| format!("{n}:{}", last_move_token(t).unwrap_or_else(|| t.clone())))
            .collect();
        format!(
            "game={:?} thinking={} points={} white on {:?} (hand {}), black on {:?} (hand {}), scorepad [{}], winner={:?}, status={:?}, errors={:?}",
            self.game,
            self.thinking,
            self.point_names().len(),
            self.on_board("white"),
            self.hand("white"),
            self.on_board("black"),
            self.hand("black"),
            rows.join(" "),
            self.winner,
            self.status,
            self.errors,
        )
    }
}

/// The last move written in `text` (`b2`, `a1-b2`, `d6-d5xg7`): a point is
/// a lowercase letter then digits, as in RULES.md's notation. Scorepad rows
/// may also hold a ply number or a side's name; those are skipped.
pub fn last_move_token(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    let point_at = |i: usize| -> Option<usize> {
        // Returns the end index of a point starting at i.
        let c = *chars.get(i)?;
        if !c.is_ascii_lowercase() {
            return None;
        }
        let mut j = i + 1;
        while chars.get(j).is_some_and(char::is_ascii_digit) {
            j += 1;
        }
        (j > i + 1).then_some(j)
    };
    let mut found = None;
    let mut i = 0;
    while i < chars.len() {
        // A move must start at a word boundary: "Black1" is no move.
        let boundary = i == 0 || !chars[i - 1].is_alphanumeric();
        if let (true, Some(mut end)) = (boundary, point_at(i)) {
            while let Some(&sep) = chars.get(end) {
                if sep != '-' && sep != 'x' {
                    break;
                }
                match point_at(end + 1) {
                    Some(e) => end = e,
                    None => break,
                }
            }
            let ends_word = chars.get(end).is_none_or(|c| !c.is_alphanumeric());
            if ends_word {
                found = Some(chars[i..end].iter().collect());
            }
            i = end;
        } else {
            i += 1;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn finds_the_move_in_a_row() {
        assert_eq!(last_move_token("1. b2").as_deref(), Some("b2"));
        assert_eq!(last_move_token("12 a1-b2").as_deref(), Some("a1-b2"));
        assert_eq!(last_move_token("b2").as_deref(), Some("b2"));
        assert_eq!(
            last_move_token("3. Black d6-d5xg7").as_deref(),
            Some("d6-d5xg7")
        );
        assert_eq!(last_move_token("Pretas: c3 ⏱").as_deref(), Some("c3"));
        assert_eq!(last_move_token("1."), None);
        assert_eq!(last_move_token("abc12x"), None);
    }

    #[test]
    fn reads_a_state() {
        let v = json!({
            "game": "achi", "thinking": "false", "board": true,
            "points": ["a1", "b2", "b2"],
            "pieces": [["black", "hand"], ["black", "b2"], ["white", "hand"], ["white", "a1"]],
            "rows": [["2", " 1… a1 "], ["1", "1. b2"]],
            "winner": "", "status": "White to move", "errors": [],
        });
        let s = PageState::from_json(&v).unwrap();
        assert!(!s.thinking);
        assert_eq!(s.point_names(), ["a1", "b2"]);
        assert_eq!(s.hand("black"), 1);
        assert_eq!(s.on_board("white"), ["a1"]);
        assert_eq!(s.move_at(1).as_deref(), Some("b2"));
        assert_eq!(s.move_at(2).as_deref(), Some("a1"));
        assert!(s.rows_are_consecutive());
        assert_eq!(s.winner, None);
        assert_eq!(s.errors, Some(vec![]));
    }
}
