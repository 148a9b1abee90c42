//! Nine Men's Morris: the flying endgames solved exactly. Every position
//! with no pieces in hand where the side to move and the other side have
//! three and three, three and four, or four and three pieces (a side with
//! three flies) gets its value with best play and the plies to the end, by
//! retrograde analysis: one entry per symmetry class (`symmetry.rs`), one
//! byte each. Nothing is shipped: `table()` builds it in memory (see
//! docs/morris-engine.md for the time and bytes), and the search reads it
//! through `built()` only once it exists, so a move never waits for it.
//!
//! The analysis ignores the history rules (repetition, 100 quiet plies):
//! a drawn entry is a position neither side can win with best play, and the
//! won lines are far shorter than the move limit.

use std::sync::OnceLock;

use super::rules::{bits, in_mills, Morris, ADJACENT, FULL, POINT_COUNT, POINT_MILLS};
use super::symmetry::{symmetries, Symmetries, COUNT};
use crate::value::Value;

/// C(n, k) for n ≤ 24 and k ≤ 4.
const BINOMIAL: [[u32; 5]; POINT_COUNT + 1] = {
    let mut c = [[0u32; 5]; POINT_COUNT + 1];
    let mut n = 0;
    while n <= POINT_COUNT {
        c[n][0] = 1;
        let mut k = 1;
        while k < 5 && k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    c
};

/// The sides' piece counts the table holds: (side to move, other side).
const SEGMENTS: [(u32, u32); 3] = [(3, 3), (3, 4), (4, 3)];

/// The colexicographic rank of a set among the sets of its size.
fn rank(mask: u32) -> u32 {
    bits(mask)
        .enumerate()
        .map(|(i, p)| BINOMIAL[p as usize][i + 1])
        .sum()
}

/// The set of `k` points of rank `r` among `0..n` (inverse of `rank`).
fn unrank(mut r: u32, k: usize, n: usize) -> u32 {
    let mut mask = 0;
    let mut top = n;
    for i in (1..=k).rev() {
        let mut p = top - 1;
        while BINOMIAL[p][i] > r {
            p -= 1;
        }
        r -= BINOMIAL[p][i];
        mask |= 1 << p;
        top = p;
    }
    mask
}

/// The rank of `mask`'s points by their `numbers` (a renumbering that
/// keeps their order).
#[inline]
fn rank_among(mask: u32, numbers: &[u8; POINT_COUNT]) -> u32 {
    bits(mask)
        .enumerate()
        .map(|(i, p)| BINOMIAL[usize::from(numbers[usize::from(p)])][i + 1])
        .sum()
}

/// The points of `mask`, numbered among the points not in `holes`, put
/// back on the board (the inverse of `rank_among`'s renumbering).
fn expand(mask: u32, holes: u32) -> u32 {
    let free = FULL & !holes;
    bits(free)
        .enumerate()
        .filter(|&(slot, _)| mask >> slot & 1 == 1)
        .fold(0, |out, (_, p)| out | 1 << p)
}

/// The symmetry classes of the sets of `k` points: for each set (by rank)
/// its class and a symmetry taking it to the class's representative; for
/// each class its representative, the other symmetries that leave that as
/// it is, and each point's number among the points the representative
/// leaves free.
struct Classes {
    of_rank: Vec<(u32, u8)>,
    reps: Vec<u32>,
    stabilisers: Vec<Vec<u8>>,
    free_number: Vec<[u8; POINT_COUNT]>,
}

impl Classes {
    fn build(k: usize, sym: &Symmetries) -> Classes {
        let count = BINOMIAL[POINT_COUNT][k] as usize;
        let mut classes = Classes {
            of_rank: vec![(0, 0); count],
            reps: Vec::new(),
            stabilisers: Vec::new(),
            free_number: Vec::new(),
        };
        for r in 0..count as u32 {
            let mask = unrank(r, k, POINT_COUNT);
            let (g, rep) = (0..COUNT)
                .map(|g| (g, sym.apply(g, mask)))
                .min_by_key(|&(_, m)| m)
                .unwrap_or((0, mask));
            // Ranks follow the masks' order, so a representative (the
            // smallest image) was met at or before its class's other
            // members: a new class starts where the mask is its own.
            let class = if rep == mask {
                classes.add(rep, sym)
            } else {
                classes.of_rank[rank(rep) as usize].0
            };
            classes.of_rank[r as usize] = (class, g as u8);
        }
        classes
    }

    fn add(&mut self, rep: u32, sym: &Symmetries) -> u32 {
        self.reps.push(rep);
        self.stabilisers.push(
            (1..COUNT as u8)
                .filter(|&h| sym.apply(usize::from(h), rep) == rep)
                .collect(),
        );
        let mut numbers = [0u8; POINT_COUNT];
        for (p, n) in numbers.iter_mut().enumerate() {
            *n = (p as u32 - (rep & ((1u32 << p) - 1)).count_ones()) as u8;
        }
        self.free_number.push(numbers);
        self.reps.len() as u32 - 1
    }
}

/// The solved endgames.
pub struct EndgameTable {
    /// 0: a draw; else the plies to the end plus one, odd for a loss of
    /// the side to move and even for its win.
    values: Vec<u8>,
    /// Where each segment starts, and its entries per class.
    bases: [usize; 3],
    strides: [usize; 3],
    /// Classes of the side to move's sets of three and of four.
    classes: [Classes; 2],
    sym: &'static Symmetries,
}

/// A position of the table: the side to move's men and the other's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Men {
    mover: u32,
    other: u32,
}

impl Men {
    fn vacant(self) -> u32 {
        FULL & !(self.mover | self.other)
    }
}

/// Adds an entry to a list that `distinct` will sort and deduplicate.
#[inline]
fn push(entry: Option<usize>, out: &mut Vec<u32>) {
    if let Some(e) = entry {
        out.push(e as u32);
    }
}

/// Sorts a short list of entries and drops the repeated ones: a position
/// may reach the same class by several moves, which count once.
fn distinct(out: &mut Vec<u32>) {
    out.sort_unstable();
    out.dedup();
}

fn segment(mover: u32, other: u32) -> Option<usize> {
    SEGMENTS.iter().position(|&s| s == (mover, other))
}

/// Whether `men` holds a closed mill through `point`.
fn mill_at(men: u32, point: usize) -> bool {
    let [a, b] = POINT_MILLS[point];
    men & a == a || men & b == b
}

/// The pieces of `men` a mill may remove: those in no mill, or any if
/// every one is in a mill.
fn removable(men: u32) -> u32 {
    let free = men & !in_mills(men);
    if free != 0 {
        free
    } else {
        men
    }
}

/// The points a piece of `men` on `from` can go to.
fn targets(men: u32, from: usize, vacant: u32) -> u32 {
    if men.count_ones() == 3 {
        vacant
    } else {
        ADJACENT[from] & vacant
    }
}

impl EndgameTable {
    /// The table's index (which entry each position has; the classes
    /// built once) around entries all zero.
    fn indexed() -> EndgameTable {
        let sym = symmetries();
        let classes = [Classes::build(3, sym), Classes::build(4, sym)];
        let mut bases = [0; 3];
        let mut strides = [0; 3];
        let mut total = 0;
        for (i, &(mover, other)) in SEGMENTS.iter().enumerate() {
            let reps = classes[mover as usize - 3].reps.len();
            bases[i] = total;
            strides[i] = BINOMIAL[POINT_COUNT - mover as usize][other as usize] as usize;
            total += reps * strides[i];
        }
        EndgameTable {
            values: vec![0; total],
            bases,
            strides,
            classes,
            sym,
        }
    }

    /// The entry of a position, if the table holds its piece counts: its
    /// class's block, then the other side's men, carried by the symmetry
    /// that takes the mover's to their representative (the smallest such
    /// image if several do), ranked among the points left free.
    fn index(&self, men: Men) -> Option<usize> {
        let seg = segment(men.mover.count_ones(), men.other.count_ones())?;
        let classes = &self.classes[men.mover.count_ones() as usize - 3];
        let (class, g) = classes.of_rank[rank(men.mover) as usize];
        let class = class as usize;
        let numbers = &classes.free_number[class];
        let other = self.sym.apply(usize::from(g), men.other);
        let mut best = rank_among(other, numbers);
        for &h in &classes.stabilisers[class] {
            best = best.min(rank_among(self.sym.apply(usize::from(h), other), numbers));
        }
        Some(self.bases[seg] + class * self.strides[seg] + best as usize)
    }

    /// The position an entry stands for (one of its class).
    fn position(&self, index: usize) -> Men {
        let seg = (0..3).rev().find(|&s| self.bases[s] <= index).unwrap_or(0);
        let (mover, other) = SEGMENTS[seg];
        let local = index - self.bases[seg];
        let classes = &self.classes[mover as usize - 3];
        let rep = classes.reps[local / self.strides[seg]];
        let rest = (local % self.strides[seg]) as u32;
        let free = POINT_COUNT - mover as usize;
        Men {
            mover: rep,
            other: expand(unrank(rest, other as usize, free), rep),
        }
    }

    /// The distinct entries the side to move can reach in one move, or
    /// `None` if a move wins at once (the other side left with two).
    fn children(&self, men: Men, out: &mut Vec<u32>) -> Option<()> {
        out.clear();
        let vacant = men.vacant();
        let can_remove = removable(men.other);
        for from in bits(men.mover) {
            let rest = men.mover & !(1 << from);
            for to in bits(targets(men.mover, from.into(), vacant)) {
                let mover = rest | 1 << to;
                if !mill_at(mover, to.into()) {
                    push(
                        self.index(Men {
                            mover: men.other,
                            other: mover,
                        }),
                        out,
                    );
                    continue;
                }
                if men.other.count_ones() == 3 {
                    return None;
                }
                for r in bits(can_remove) {
                    let other = men.other & !(1 << r);
                    push(
                        self.index(Men {
                            mover: other,
                            other: mover,
                        }),
                        out,
                    );
                }
            }
        }
        distinct(out);
        Some(())
    }

    /// The distinct entries from which the side that just moved (the
    /// other side) reaches `men` in one move.
    fn parents(&self, men: Men, out: &mut Vec<u32>) {
        out.clear();
        let vacant = men.vacant();
        let grown = segment(men.other.count_ones(), men.mover.count_ones() + 1).is_some();
        for to in bits(men.other) {
            let rest = men.other & !(1 << to);
            let sources = targets(men.other, to.into(), vacant);
            if !mill_at(men.other, to.into()) {
                for from in bits(sources) {
                    let before = Men {
                        mover: rest | 1 << from,
                        other: men.mover,
                    };
                    push(self.index(before), out);
                }
                continue;
            }
            // The move closed a mill, so it removed one of ours.
            if !grown {
                continue;
            }
            for r in bits(vacant) {
                let ours = men.mover | 1 << r;
                if removable(ours) >> r & 1 == 0 {
                    continue;
                }
                for from in bits(sources & !(1 << r)) {
                    let before = Men {
                        mover: rest | 1 << from,
                        other: ours,
                    };
                    push(self.index(before), out);
                }
            }
        }
        distinct(out);
    }

    fn build() -> EndgameTable {
        let mut table = EndgameTable::indexed();
        let total = table.values.len();
        let mut pending = vec![0u8; total];
        let (mut lost, mut won) = (Vec::new(), Vec::new());
        let mut buffer = Vec::with_capacity(64);
        for (index, children) in pending.iter_mut().enumerate() {
            let men = table.position(index);
            if table.index(men) != Some(index) {
                continue; // A second entry of a symmetric position: unused.
            }
            match table.children(men, &mut buffer) {
                None => won.push(index as u32),
                Some(()) if buffer.is_empty() => lost.push(index as u32),
                Some(()) => *children = buffer.len() as u8,
            }
        }
        for &i in &lost {
            table.values[i as usize] = 1;
        }
        for &i in &won {
            table.values[i as usize] = 2;
        }
        table.retrograde(lost.into_iter().chain(won).collect(), &mut pending);
        table
    }

    /// Breadth-first from the decided entries, in order of distance: a
    /// parent of a loss wins one ply later; a parent all of whose children
    /// win loses one ply after the last (its longest resistance).
    fn retrograde(&mut self, mut queue: Vec<u32>, pending: &mut [u8]) {
        let mut buffer = Vec::with_capacity(256);
        let mut head = 0;
        while head < queue.len() {
            let index = queue[head] as usize;
            head += 1;
            let value = self.values[index];
            let next = value.saturating_add(1);
            self.parents(self.position(index), &mut buffer);
            for &parent in &buffer {
                let p = parent as usize;
                if self.values[p] != 0 {
                    continue;
                }
                if value % 2 == 1 {
                    self.values[p] = next;
                    queue.push(parent);
                } else {
                    pending[p] -= 1;
                    if pending[p] == 0 {
                        self.values[p] = next;
                        queue.push(parent);
                    }
                }
            }
        }
    }

    /// The exact value of `s` for the side to move, if the table holds it.
    pub fn probe(&self, s: &Morris) -> Option<Value> {
        if s.hand != [0, 0] {
            return None;
        }
        let me = s.to_move.index();
        let index = self.index(Men {
            mover: s.men[me],
            other: s.men[1 - me],
        })?;
        Some(match self.values[index] {
            0 => Value::Draw,
            v if v % 2 == 1 => Value::Loss(Some(u32::from(v - 1))),
            v => Value::Win(Some(u32::from(v - 1))),
        })
    }

    /// Its entries, one byte each.
    pub fn size(&self) -> usize {
        self.values.len()
    }

    /// Its entries as they are kept: what `install` takes back, in another
    /// process or worker (the browser builds the table beside the search).
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// A table from the entries another build made (`values`); the index
    /// around them is the same for every build, and cheap to make again.
    fn from_values(values: Vec<u8>) -> Result<EndgameTable, String> {
        let mut table = EndgameTable::indexed();
        if values.len() != table.values.len() {
            return Err(format!(
                "an endgame table has {} entries, not {}",
                table.values.len(),
                values.len()
            ));
        }
        table.values = values;
        Ok(table)
    }

    /// One position of each entry's class in use, as a Morris position
    /// (for the tests, which check each against its children).
    pub fn sample(&self, step: usize) -> impl Iterator<Item = Morris> + '_ {
        (0..self.values.len()).step_by(step.max(1)).filter_map(|i| {
            let men = self.position(i);
            (self.index(men) == Some(i)).then_some(Morris {
                men: [men.mover, men.other],
                hand: [0, 0],
                to_move: crate::rules::Side::White,
            })
        })
    }
}

static TABLE: OnceLock<EndgameTable> = OnceLock::new();

/// The table, built on the first call.
pub fn table() -> &'static EndgameTable {
    TABLE.get_or_init(EndgameTable::build)
}

/// The table if it has been built, without building it.
pub fn built() -> Option<&'static EndgameTable> {
    TABLE.get()
}

/// Takes a table built elsewhere (its `values`), unless one is here
/// already; entries of the wrong count are refused with a message.
pub fn install(values: Vec<u8>) -> Result<(), String> {
    if TABLE.get().is_some() {
        return Ok(());
    }
    let table = EndgameTable::from_values(values)?;
    let _ = TABLE.set(table);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_and_compression_invert() {
        for (k, &count) in BINOMIAL[21].iter().enumerate().skip(1) {
            for r in (0..count).step_by(7) {
                let m = unrank(r, k, 21);
                assert_eq!(m.count_ones() as usize, k);
                assert_eq!(rank(m), r);
            }
        }
        let numbers: [u8; POINT_COUNT] = std::array::from_fn(|p| p as u8);
        assert_eq!(rank_among(0b1011, &numbers), rank(0b1011));
        assert_eq!(expand(0b11, 0b101), 0b1010);
    }

    #[test]
    fn a_table_made_from_its_values_answers_as_the_one_built() {
        let built = table();
        let copy = EndgameTable::from_values(built.values().to_vec()).expect("the same count");
        let mut checked = 0;
        for s in built.sample(101) {
            assert_eq!(copy.probe(&s), built.probe(&s));
            checked += 1;
        }
        assert!(checked > 10_000, "{checked} positions checked");
        let wrong = EndgameTable::from_values(vec![0; 10])
            .err()
            .expect("refused");
        assert!(wrong.contains("not 10"), "{wrong}");
        assert!(
            install(vec![0; 10]).is_ok(),
            "a table is here already: kept"
        );
    }
}
