//! Six Stones' static evaluation and move-ordering hint for the search.
//!
//! The evaluation reads a position the way a player counts it: stones, the
//! liberties of each group, groups in atari and whether the other side can
//! actually take them next move, mobility, and stones joined to a friend.
//! All of it is a handful of flood fills on the board masks.

use super::rules::{dilate, flood, SixMove, SixStones, ALL, LOSING_COUNT, NEIGHBOURS};
use crate::rules::{Evaluate, Rules};

/// The evaluation's weights, in hundredths of a stone. Public so that a
/// tuning harness can try others; the engine plays `WEIGHTS`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// One stone.
    pub stone: i32,
    /// A capture the side to move can make at once, per stone it takes.
    pub take_now: i32,
    /// A win the side to move can make at once (a capture down to two).
    pub win_now: i32,
    /// The largest single threat against the side to move (it can parry
    /// one), and the second of two separate threats (rarely both), per stone.
    pub single_threat: i32,
    pub double_threat: i32,
    /// Per group in atari, and per group with only two liberties.
    pub atari: i32,
    pub two_liberties: i32,
    /// Per legal slide.
    pub mobility: i32,
    /// Per line joining two stones of the same side.
    pub connection: i32,
}

pub const WEIGHTS: Weights = Weights {
    stone: 100,
    take_now: 70,
    win_now: 1500,
    single_threat: 12,
    double_threat: 55,
    atari: 18,
    two_liberties: 6,
    mobility: 4,
    connection: 5,
};

/// What one side's groups look like.
#[derive(Default)]
struct Groups {
    /// Stones the other side could capture with its next move, by the
    /// largest and second largest threat (separate liberties).
    threats: [i32; 2],
    /// Groups in atari (capturable or not) and with two liberties.
    atari: i32,
    two: i32,
}

/// Reads the groups of `own` against `opp`'s attackers.
fn groups(own: u32, opp: u32, vacant: u32) -> Groups {
    let mut out = Groups::default();
    // Stones the attacker takes by landing on each point: groups in atari
    // on one shared point are one threat. Summed per point, so the result
    // does not depend on the order the groups are found in (a mirrored
    // position scores the same).
    let mut taken_at = [0i32; 32];
    let mut rest = own;
    while rest != 0 {
        let group = flood(rest & rest.wrapping_neg(), own);
        rest &= !group;
        let around = dilate(group);
        let libs = around & vacant;
        match libs.count_ones() {
            1 => {
                out.atari += 1;
                // The attacker must come from a point not next to the group,
                // or the point it leaves becomes a new liberty.
                let attackers = NEIGHBOURS[libs.trailing_zeros() as usize] & opp & !around;
                if attackers != 0 {
                    taken_at[libs.trailing_zeros() as usize] += group.count_ones() as i32;
                }
            }
            2 => out.two += 1,
            _ => {}
        }
    }
    // The largest threat and the second largest.
    for &n in &taken_at {
        if n > out.threats[0] {
            out.threats = [n, out.threats[0]];
        } else if n > out.threats[1] {
            out.threats[1] = n;
        }
    }
    out
}

/// Slides available to `own`: vacant neighbours counted per stone.
fn mobility(own: u32, vacant: u32) -> i32 {
    let mut n = 0;
    let mut rest = own;
    while rest != 0 {
        let p = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        n += (NEIGHBOURS[p] & vacant).count_ones();
    }
    n as i32
}

/// Lines with a stone of `own` at both ends (each counted once).
fn connections(own: u32) -> i32 {
    let mut n = 0;
    let mut rest = own;
    while rest != 0 {
        let p = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        n += (NEIGHBOURS[p] & own).count_ones();
    }
    (n / 2) as i32
}

/// Static evaluation from the side to move's point of view.
pub fn evaluate(s: &SixStones) -> i32 {
    evaluate_with(s, &WEIGHTS)
}

/// The evaluation with other weights.
pub fn evaluate_with(s: &SixStones, w: &Weights) -> i32 {
    let me = s.side_to_move();
    let own = s.own(me);
    let opp = s.own(me.other());
    let vacant = s.vacant();
    let (n_own, n_opp) = (own.count_ones() as i32, opp.count_ones() as i32);
    let losing = LOSING_COUNT as i32;

    let mine = groups(own, opp, vacant);
    let theirs = groups(opp, own, vacant);

    let mut score = w.stone * (n_own - n_opp);
    // What the side to move takes at once; a take down to two wins.
    let take = theirs.threats[0];
    if take > 0 {
        if n_opp - take <= losing {
            score += w.win_now;
        } else {
            score += w.take_now * take;
        }
    }
    // What it is threatened with: it can parry one threat, rarely two.
    score -= w.double_threat * mine.threats[1] + w.single_threat * mine.threats[0];
    if mine.threats[1] > 0 && n_own - mine.threats[1] <= losing {
        score -= w.win_now / 3;
    }
    score -= w.atari * (mine.atari - theirs.atari) + w.two_liberties * (mine.two - theirs.two);
    score += w.mobility * (mobility(own, vacant) - mobility(opp, vacant));
    score += w.connection * (connections(own) - connections(opp));
    score
}

/// Ordering: captures first (a winning one above all), then escapes from
/// atari, then moves that put an enemy group in atari.
pub fn order_hint(s: &SixStones, m: SixMove) -> i32 {
    let me = s.side_to_move();
    let own = s.own(me);
    let opp = s.own(me.other());
    let captured = s.captured_by(m);
    if captured != 0 {
        let left = (opp & !captured).count_ones();
        let win = if left <= LOSING_COUNT { 100_000 } else { 0 };
        return win + 1000 * captured.count_ones() as i32;
    }
    let (from, to) = (1u32 << m.from, 1u32 << m.to);
    let moved = (own & !from) | to;
    let vacant_before = !(own | opp) & ALL;
    let vacant = (vacant_before | from) & !to;
    let mut hint = 0;
    // An escape: the stone's group was in atari and the moved group is not.
    let before = flood(from, own);
    if (dilate(before) & vacant_before).count_ones() == 1 {
        let after = flood(to, moved);
        if (dilate(after) & vacant).count_ones() >= 2 {
            hint += 500;
        }
    }
    // A threat: an enemy group next to the landing point left in atari.
    let near = NEIGHBOURS[m.to as usize] & opp;
    if near != 0 {
        let target = flood(near, opp);
        if (dilate(target) & vacant).count_ones() == 1 {
            hint += 100;
        }
    }
    hint
}

impl Evaluate for SixStones {
    fn evaluate(&self) -> i32 {
        evaluate(self)
    }

    fn order_hint(&self, m: SixMove) -> i32 {
        order_hint(self, m)
    }
}
