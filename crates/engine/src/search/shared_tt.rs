//! The transposition table shared by the threads of one search (Lazy SMP,
//! native builds only). Each entry is two atomic words: the data packed in
//! one, the key xor'ed with the data in the other. Writers store both
//! words without a lock, so a reader may see one word of one write and
//! the other of another; the key it then recovers (first word xor second)
//! is not the one it asked for, and the entry is ignored. No locks, no
//! `unsafe`: a torn entry costs a lookup, never a wrong answer.
//!
//! With one thread it answers exactly as `tt::Table` does (same slot, same
//! replacement rule, nothing lost in the packing), so a one-thread search
//! visits the same nodes with either.

use std::sync::atomic::{AtomicU32, AtomicU64, AtomicU8, Ordering};
use std::sync::Arc;

use super::tt::{replaces, Bound, Entry, Store};

/// A move as the 24 bits the table keeps of it. Only games whose moves
/// fit implement it (Morris); `from_bits` must accept any 24 bits without
/// panicking (the search checks a table move against the legal ones).
pub trait TableMove: Copy {
    fn to_bits(self) -> u32;
    fn from_bits(bits: u32) -> Self;
}

// The data word, from the low bit: score (16, two's complement), depth
// (8), bound (2), age (8), whether there is a move (1), the move (24), and
// a last bit always set so that an empty slot (0) is never an entry.
const DEPTH_AT: u32 = 16;
const BOUND_AT: u32 = 24;
const AGE_AT: u32 = 26;
const HAS_MOVE_AT: u32 = 34;
const MOVE_AT: u32 = 35;
const USED: u64 = 1 << 63;
const MOVE_MASK: u64 = (1 << 24) - 1;

fn pack<M: TableMove>(depth: u32, score: i32, bound: Bound, best: Option<M>, age: u8) -> u64 {
    // Scores stay within ±(INFINITY + MAX_DEPTH), well inside 16 bits.
    let score = score.clamp(i16::MIN.into(), i16::MAX.into()) as i16 as u16;
    let bound = match bound {
        Bound::Exact => 0,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    let mv = best.map_or(0, |m| {
        (1 | (u64::from(m.to_bits()) & MOVE_MASK) << 1) << HAS_MOVE_AT
    });
    USED | u64::from(score)
        | u64::from(depth.min(255)) << DEPTH_AT
        | bound << BOUND_AT
        | u64::from(age) << AGE_AT
        | mv
}

fn unpack<M: TableMove>(key: u64, data: u64) -> Entry<M> {
    let bound = match (data >> BOUND_AT) & 3 {
        0 => Bound::Exact,
        1 => Bound::Lower,
        _ => Bound::Upper,
    };
    let has_move = (data >> HAS_MOVE_AT) & 1 == 1;
    Entry {
        key,
        depth: (data >> DEPTH_AT) as u8,
        score: i32::from(data as u16 as i16),
        bound,
        best: has_move.then(|| M::from_bits(((data >> MOVE_AT) & MOVE_MASK) as u32)),
        age: (data >> AGE_AT) as u8,
    }
}

struct Shared {
    /// Two words a slot: the key xor the data, then the data.
    words: Vec<AtomicU64>,
    mask: usize,
    age: AtomicU8,
    /// The depth of the main thread's iteration under way.
    main_depth: AtomicU32,
}

/// A handle on the shared entries; cloning it (`Store::share`) gives a
/// helper thread the same table.
pub struct SharedTable<M> {
    shared: Arc<Shared>,
    /// A helper's handle: the main thread's begins each search.
    helper: bool,
    _moves: std::marker::PhantomData<fn() -> M>,
}

impl<M> SharedTable<M> {
    /// The slot's entry as read (key recovered, data), `None` if empty.
    fn read(&self, slot: usize) -> Option<(u64, u64)> {
        let data = self.shared.words[2 * slot + 1].load(Ordering::Relaxed);
        let check = self.shared.words[2 * slot].load(Ordering::Relaxed);
        (data != 0).then_some((check ^ data, data))
    }

    /// Writes a slot's two words as a torn writer would leave them: the
    /// first from one entry, the second from another (tests only).
    #[cfg(test)]
    fn write_words(&self, slot: usize, first: u64, second: u64) {
        self.shared.words[2 * slot].store(first, Ordering::Relaxed);
        self.shared.words[2 * slot + 1].store(second, Ordering::Relaxed);
    }
}

impl<M: TableMove + Send + 'static> Store<M> for SharedTable<M> {
    fn with_bits(bits: u32) -> SharedTable<M> {
        let size = 1usize << bits;
        SharedTable {
            shared: Arc::new(Shared {
                words: (0..2 * size).map(|_| AtomicU64::new(0)).collect(),
                mask: size - 1,
                age: AtomicU8::new(0),
                main_depth: AtomicU32::new(0),
            }),
            helper: false,
            _moves: std::marker::PhantomData,
        }
    }

    fn entry_bytes() -> usize {
        2 * std::mem::size_of::<AtomicU64>()
    }

    fn new_search(&mut self) {
        if self.helper {
            return;
        }
        self.shared.age.fetch_add(1, Ordering::Relaxed);
        self.shared.main_depth.store(0, Ordering::Relaxed);
    }

    fn clear(&mut self) {
        if self.helper {
            return;
        }
        for word in &self.shared.words {
            word.store(0, Ordering::Relaxed);
        }
    }

    fn probe(&self, key: u64) -> Option<Entry<M>> {
        let (found, data) = self.read(key as usize & self.shared.mask)?;
        (found == key).then(|| unpack(key, data))
    }

    fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: Option<M>) {
        let slot = key as usize & self.shared.mask;
        let age = self.shared.age.load(Ordering::Relaxed);
        let old = self.read(slot).map(|(k, data)| unpack::<M>(k, data));
        if !replaces(old.as_ref(), key, depth, age) {
            return;
        }
        let best = best.or_else(|| old.filter(|e| e.key == key).and_then(|e| e.best));
        let data = pack(depth, score, bound, best, age);
        self.shared.words[2 * slot].store(key ^ data, Ordering::Relaxed);
        self.shared.words[2 * slot + 1].store(data, Ordering::Relaxed);
    }

    fn share(&self) -> Option<SharedTable<M>> {
        Some(SharedTable {
            shared: Arc::clone(&self.shared),
            helper: true,
            _moves: std::marker::PhantomData,
        })
    }

    fn announce_depth(&self, depth: u32) {
        self.shared.main_depth.store(depth, Ordering::Relaxed);
    }

    fn main_depth(&self) -> u32 {
        self.shared.main_depth.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::search::tt::Table;

    impl TableMove for u16 {
        fn to_bits(self) -> u32 {
            self.into()
        }
        fn from_bits(bits: u32) -> u16 {
            bits as u16
        }
    }

    fn same(a: Option<Entry<u16>>, b: Option<Entry<u16>>) -> bool {
        let view =
            |e: Option<Entry<u16>>| e.map(|e| (e.key, e.depth, e.score, e.bound, e.best, e.age));
        view(a) == view(b)
    }

    #[test]
    fn cleared_by_the_main_threads_handle_only() {
        let mut main: SharedTable<u16> = SharedTable::with_bits(4);
        main.store(0x10, 3, 50, Bound::Exact, Some(7));
        let mut helper = main.share().expect("a shared table");
        helper.clear();
        assert!(main.probe(0x10).is_some());
        main.clear();
        assert!(helper.probe(0x10).is_none());
    }

    #[test]
    fn answers_as_the_one_thread_table() {
        let mut shared: SharedTable<u16> = SharedTable::with_bits(6);
        let mut plain: Table<u16> = Table::with_bits(6);
        let mut rng = Rng::new(7);
        let bounds = [Bound::Exact, Bound::Lower, Bound::Upper];
        for i in 0..20_000u64 {
            if i % 3000 == 0 {
                shared.new_search();
                plain.new_search();
            }
            let key = (rng.next_u64() % 300) | (rng.next_u64() << 32);
            let probe = rng.next_u64() % 300;
            assert!(same(shared.probe(probe), plain.probe(probe)));
            assert!(same(shared.probe(key), plain.probe(key)));
            let depth = (rng.next_u64() % 300) as u32;
            let score = (rng.next_u64() % 64_129) as i32 - 32_064;
            let bound = bounds[(rng.next_u64() % 3) as usize];
            let best = (!rng.next_u64().is_multiple_of(4)).then(|| rng.next_u64() as u16);
            shared.store(key, depth, score, bound, best);
            plain.store(key, depth, score, bound, best);
            assert!(same(shared.probe(key), plain.probe(key)));
        }
    }

    #[test]
    fn a_torn_entry_is_never_returned() {
        let mut t: SharedTable<u16> = SharedTable::with_bits(4);
        let (a, b) = (0x1_0000_0003u64, 0x2_0000_0003u64);
        t.store(a, 5, 100, Bound::Exact, Some(9));
        let (_, data_a) = t.read(3).unwrap();
        t.store(b, 6, -40, Bound::Lower, Some(2));
        let (_, data_b) = t.read(3).unwrap();
        // Each half of a slot from a different write: neither key matches.
        t.write_words(3, a ^ data_a, data_b);
        assert!(t.probe(a).is_none() && t.probe(b).is_none());
        t.write_words(3, b ^ data_b, data_a);
        assert!(t.probe(a).is_none() && t.probe(b).is_none());
        // Whole again: found.
        t.write_words(3, a ^ data_a, data_a);
        assert_eq!(t.probe(a).map(|e| (e.score, e.best)), Some((100, Some(9))));
    }

    #[test]
    fn threads_writing_one_slot_never_mix_entries() {
        // Every writer stores, for its own key, a score and move made from
        // that key: an entry that came back with another's data is torn.
        let table: SharedTable<u16> = SharedTable::with_bits(1);
        let writers: Vec<_> = (1..=3u64)
            .map(|w| {
                let mut t = table.share().unwrap();
                std::thread::spawn(move || {
                    for i in 0..200_000u64 {
                        let key = (w << 40) | (i % 7) << 1;
                        t.store(
                            key,
                            0,
                            (key >> 40) as i32 * 1000,
                            Bound::Exact,
                            Some(w as u16),
                        );
                    }
                })
            })
            .collect();
        let check = |key: u64| {
            let e = table.probe(key)?;
            let w = key >> 40;
            assert_eq!((e.score, e.best), (w as i32 * 1000, Some(w as u16)));
            Some(())
        };
        let mut i = 0u64;
        while i < 400_000 || !writers.iter().all(|w| w.is_finished()) {
            check(((i % 3 + 1) << 40) | (i % 7) << 1);
            i += 1;
        }
        writers.into_iter().for_each(|w| w.join().unwrap());
        // The slot holds the last write whole: one of the keys finds it.
        let found = (0..21u64)
            .filter_map(|k| check(((k % 3 + 1) << 40) | (k % 7) << 1))
            .count();
        assert_eq!(found, 1);
    }
}
