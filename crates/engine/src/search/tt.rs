//! The transposition table: a fixed array indexed by the low bits of the
//! key, always-replace with a depth preference, the full key kept to detect
//! collisions.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub depth: u8,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<M>,
    pub age: u8,
}

pub struct Table<M> {
    entries: Vec<Option<Entry<M>>>,
    mask: usize,
    age: u8,
}

impl<M: Copy> Table<M> {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Table<M> {
        let size = 1usize << bits;
        Table {
            entries: vec![None; size],
            mask: size - 1,
            age: 0,
        }
    }

    pub fn entry_bytes() -> usize {
        std::mem::size_of::<Option<Entry<M>>>()
    }

    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    pub fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: Option<M>) {
        let slot = &mut self.entries[key as usize & self.mask];
        let replace = match slot {
            None => true,
            Some(old) => old.key == key || old.age != self.age || old.depth as u32 <= depth,
        };
        if replace {
            let best = best.or_else(|| slot.filter(|e| e.key == key).and_then(|e| e.best));
            *slot = Some(Entry {
                key,
                depth: depth.min(255) as u8,
                score,
                bound,
                best,
                age: self.age,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_full_key() {
        let mut t: Table<u8> = Table::new(4);
        t.store(0x10, 3, 50, Bound::Exact, Some(7));
        assert_eq!(
            t.probe(0x10).map(|e| (e.score, e.best)),
            Some((50, Some(7)))
        );
        // Same slot, other key: not found.
        assert!(t.probe(0x20).is_none());
        // A shallower result for the same key still replaces, keeping the move.
        t.store(0x10, 1, 10, Bound::Lower, None);
        assert_eq!(
            t.probe(0x10).map(|e| (e.score, e.best)),
            Some((10, Some(7)))
        );
    }
}
