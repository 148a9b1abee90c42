//! Rastros' static evaluation for the heuristic search, from the side to
//! move's view: which goals the piece can still reach, the distance to the
//! mover's goal through free squares (breadth-first on bitboards), the
//! region's size and matching-based geography value, and the opponent's
//! tightest mobility; exact once the piece is shut off from both goals.

use super::bits::{self, bit, has};
use super::rules::{Grid, Rastros, RastrosMove};
use super::solver::{component, mover_wins_closed};
use crate::rules::Evaluate;

/// A position whose outcome is known without search but not yet played
/// out (an immediate goal entry, no safe move, a closed region).
const KNOWN: i32 = 900;
/// Distance counted for a goal the piece can no longer reach.
const FAR: u32 = 12;

// The weights below are a logistic fit (100 units ≈ one unit of log-odds)
// of the solver's verdicts on 6000 random 7×7 positions: with both goals
// reachable the mover wins ~70% of them; it wins nearly always when only
// its own goal is reachable and nearly never when only the opponent's is,
// unless it wins the geography of the region against its parity.

/// Only the mover's goal is reachable (and minus that: only the
/// opponent's).
const ONLY_OWN_GOAL: i32 = 450;
/// The mover wins the region's geography (goals ignored) although the
/// region has an even number of squares (an odd number with the piece).
const GEOGRAPHY_AGAINST_PARITY: i32 = 250;
const BOTH_BASE: i32 = 90;
/// Up to this many squares the geography of a region with both goals in
/// reach is worth its cost.
const SMALL_REGION: u32 = 16;
/// Per step from the piece to the mover's goal.
const OWN_DISTANCE: i32 = 29;
/// Per reachable square.
const REGION_SQUARE: i32 = 4;
/// Per safe reply left to the opponent by the mover's tightest move.
const REPLY: i32 = 11;

/// Breadth-first distances (in steps through free non-goal squares) from
/// the piece to goals 1 and 2, `None` where unreachable.
pub fn goal_distances(g: &Grid, piece: u8, free: u128) -> [Option<u32>; 2] {
    let passable = free & !g.goals;
    let mut reached = bit(piece);
    let mut frontier = reached;
    let mut found = [None, None];
    let mut d = 0;
    while frontier != 0 && found.contains(&None) {
        d += 1;
        let next = g.dilate(frontier) & free & !reached;
        for (side, slot) in found.iter_mut().enumerate() {
            if slot.is_none() && has(next, g.goal[side]) {
                *slot = Some(d);
            }
        }
        reached |= next;
        frontier = next & passable;
    }
    found
}

/// Squares (goals included) the piece can still reach.
pub fn region_size(state: &Rastros) -> u32 {
    if !state.placed() {
        return state.free().count_ones();
    }
    component(state.grid(), state.piece, state.free()).count_ones()
}

pub fn evaluate(state: &Rastros) -> i32 {
    if !state.placed() {
        return 0;
    }
    let g = state.grid();
    let me = state.to_move.index();
    let (own, opp) = (g.goal[me], g.goal[1 - me]);
    let free = state.free();
    let steps = g.neighbours[state.piece as usize] & free;
    if has(steps, own) {
        return KNOWN;
    }
    let safe = steps & !(g.neighbours[opp as usize] | bit(opp));
    if safe == 0 {
        return -KNOWN;
    }
    let region = component(g, state.piece, free);
    let squares = region & !g.goals;
    let (own_reach, opp_reach) = (has(region, own), has(region, opp));
    // The region's geography (goals ignored) is computed only where it
    // decides much: it usually follows the parity of the region.
    let against_parity =
        || squares.count_ones().is_multiple_of(2) && mover_wins_closed(g, squares, state.piece);
    match (own_reach, opp_reach) {
        (false, false) => {
            if mover_wins_closed(g, squares, state.piece) {
                KNOWN - 100
            } else {
                -(KNOWN - 100)
            }
        }
        (true, false) => ONLY_OWN_GOAL,
        (false, true) => {
            if against_parity() {
                GEOGRAPHY_AGAINST_PARITY
            } else {
                -ONLY_OWN_GOAL
            }
        }
        (true, true) => {
            let d = goal_distances(g, state.piece, free);
            let down = d[me].map_or(FAR, |v| v.min(FAR)) as i32;
            // The fewest safe replies a move of ours leaves the opponent.
            let their_losing = g.neighbours[own as usize] | bit(own);
            let mut fewest = 8;
            for to in bits::squares(safe) {
                let replies = g.neighbours[to as usize] & free & !bit(to) & !their_losing;
                fewest = fewest.min(replies.count_ones() as i32);
            }
            let bonus = if squares.count_ones() <= SMALL_REGION && against_parity() {
                GEOGRAPHY_AGAINST_PARITY
            } else {
                0
            };
            BOTH_BASE + bonus - OWN_DISTANCE * down + REGION_SQUARE * squares.count_ones() as i32
                - REPLY * fewest
        }
    }
}

impl Evaluate for Rastros {
    fn evaluate(&self) -> i32 {
        evaluate(self)
    }

    fn order_hint(&self, m: RastrosMove) -> i32 {
        if !self.placed() {
            return 0;
        }
        let g = self.grid();
        let me = self.to_move.index();
        let (own, opp) = (g.goal[me], g.goal[1 - me]);
        if m.to == own {
            return 10_000;
        }
        if m.to == opp {
            return -10_000;
        }
        if has(g.neighbours[opp as usize], m.to) {
            // The opponent steps into its goal next.
            return -5_000;
        }
        // Few safe replies for the opponent first; none wins at once.
        let free = self.free() & !bit(m.to);
        let danger = g.neighbours[own as usize] | bit(own);
        let replies = (g.neighbours[m.to as usize] & free & !danger).count_ones() as i32;
        let bonus = if replies == 0 { 5_000 } else { 0 };
        bonus - 40 * replies - 10 * g.king_distance(m.to, own) as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Side;

    #[test]
    fn distances_go_round_the_trail() {
        let g = Grid::of(5);
        // Piece on c3 (12); row 2 and b3, b4, b5 blocked: a1 is cut off.
        let trail = 1u128 << 5 | 1 << 6 | 1 << 7 | 1 << 8 | 1 << 9 | 1 << 11 | 1 << 16 | 1 << 21;
        let free = g.all & !trail & !(1u128 << 12);
        let d = goal_distances(g, 12, free);
        assert_eq!(d[0], None, "a1 is walled off");
        assert_eq!(d[1], Some(2));
    }

    #[test]
    fn the_mover_likes_its_goal_near() {
        let near_p1 = Rastros {
            trail: 0,
            piece: 12, // c3 on 5×5: two steps from both goals
            size: 5,
            to_move: Side::White,
        };
        let e = near_p1.evaluate();
        assert!(e.abs() < KNOWN, "{e}");
        let by_a1 = Rastros {
            piece: 5 + 1, // b2
            ..near_p1
        };
        assert_eq!(by_a1.evaluate(), KNOWN);
    }
}
