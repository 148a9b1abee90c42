//! Exact values of positions, as solvers know them: a win or a loss for the
//! side to move (with the plies to the end when the solver knows them), a
//! draw, or unknown (the solver ran out of budget). A leaf module.

use std::cmp::Ordering;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins; `Some(n)`: in n plies when the winner hurries
    /// and the loser resists longest.
    Win(Option<u32>),
    /// The side to move loses; `Some(n)`: in n plies with best play.
    Loss(Option<u32>),
    Draw,
    /// Not proven either way within the solver's budget.
    Unknown,
}

impl Value {
    /// The value for the other side: a position's value seen from its parent.
    pub fn flip(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n),
            Value::Loss(n) => Value::Win(n),
            v => v,
        }
    }

    /// One ply further from the end (a child's value seen from its parent,
    /// after `flip`).
    pub fn later(self) -> Value {
        match self {
            Value::Win(n) => Value::Win(n.map(|d| d + 1)),
            Value::Loss(n) => Value::Loss(n.map(|d| d + 1)),
            v => v,
        }
    }

    /// Plies to the end, where known.
    pub fn distance(self) -> Option<u32> {
        match self {
            Value::Win(n) | Value::Loss(n) => n,
            _ => None,
        }
    }

    /// How good the value is for the side it belongs to: a quicker win is
    /// better, a longer loss is better (it resists longest), and an unknown
    /// value sits between a draw and a loss. Used to order moves by the
    /// value they lead to.
    pub fn preference(self) -> (i8, i64) {
        match self {
            Value::Win(n) => (3, -i64::from(n.unwrap_or(u32::MAX / 2))),
            Value::Draw => (2, 0),
            Value::Unknown => (1, 0),
            Value::Loss(n) => (0, i64::from(n.unwrap_or(u32::MAX / 2))),
        }
    }

    /// Compares two values by `preference`.
    pub fn cmp_preference(self, other: Value) -> Ordering {
        self.preference().cmp(&other.preference())
    }
}

impl fmt::Display for Value {
    /// `win 15`, `win` (no distance), `loss 3`, `draw`, `unknown`: the
    /// CLI's `solve` line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(Some(n)) => write!(f, "win {n}"),
            Value::Win(None) => f.write_str("win"),
            Value::Loss(Some(n)) => write!(f, "loss {n}"),
            Value::Loss(None) => f.write_str("loss"),
            Value::Draw => f.write_str("draw"),
            Value::Unknown => f.write_str("unknown"),
        }
    }
}

/// A position solved: its value for the side to move and every optimal
/// move in notation, sorted (the quickest wins, the longest resistances, or
/// the moves that keep a draw; for a position won without known distances,
/// every winning move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub value: Value,
    pub best: Vec<String>,
}

/// A legal move rated exactly: the value the mover gets by playing it, and
/// a preference among moves of equal value (higher first; e.g. a Rastros
/// win that leaves fewer squares to play).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rated<M> {
    pub mv: M,
    pub value: Value,
    pub preference: i32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preference_orders_values_as_a_player_would() {
        let order = [
            Value::Loss(Some(2)),
            Value::Loss(Some(9)),
            Value::Loss(None),
            Value::Unknown,
            Value::Draw,
            Value::Win(None),
            Value::Win(Some(9)),
            Value::Win(Some(1)),
        ];
        for pair in order.windows(2) {
            assert_eq!(pair[0].cmp_preference(pair[1]), Ordering::Less, "{pair:?}");
        }
    }

    #[test]
    fn flips_and_prints() {
        assert_eq!(Value::Win(Some(3)).flip().later(), Value::Loss(Some(4)));
        assert_eq!(Value::Draw.flip(), Value::Draw);
        assert_eq!(Value::Win(Some(15)).to_string(), "win 15");
        assert_eq!(Value::Loss(None).to_string(), "loss");
        assert_eq!(Value::Unknown.to_string(), "unknown");
    }
}
