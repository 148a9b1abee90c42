//! A map for a handful of entries (a snapshot's two sides, a game's few
//! options): a list kept sorted by key, written out as a JSON object in key
//! order as a `BTreeMap` would be. The standard maps cost the browser's
//! download kilobytes of wasm for each key and value type; this one costs
//! a few hundred bytes, and at this size a scan is as quick as a tree.

use std::borrow::Borrow;
use std::ops::Index;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SmallMap<K, V> {
    entries: Vec<(K, V)>,
}

impl<K, V> Default for SmallMap<K, V> {
    fn default() -> Self {
        SmallMap {
            entries: Vec::new(),
        }
    }
}

impl<K: Ord, V> SmallMap<K, V> {
    pub fn new() -> Self {
        SmallMap::default()
    }

    /// Sets `key` to `value`; returns the value it replaces.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.entries.iter().position(|(k, _)| *k >= key) {
            Some(i) if self.entries[i].0 == key => {
                Some(std::mem::replace(&mut self.entries[i].1, value))
            }
            Some(i) => {
                self.entries.insert(i, (key, value));
                None
            }
            None => {
                self.entries.push((key, value));
                None
            }
        }
    }

    pub fn get<Q>(&self, key: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
        Q: Ord + ?Sized,
    {
        self.entries
            .iter()
            .find(|(k, _)| k.borrow() == key)
            .map(|(_, v)| v)
    }

    /// Entries in key order.
    pub fn iter(&self) -> impl Iterator<Item = (&K, &V)> {
        self.entries.iter().map(|(k, v)| (k, v))
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

impl<K: Ord, V> FromIterator<(K, V)> for SmallMap<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        let mut map = SmallMap::new();
        for (k, v) in iter {
            map.insert(k, v);
        }
        map
    }
}

impl<K: Ord, V, const N: usize> From<[(K, V); N]> for SmallMap<K, V> {
    fn from(pairs: [(K, V); N]) -> Self {
        pairs.into_iter().collect()
    }
}

impl<K, V, Q> Index<&Q> for SmallMap<K, V>
where
    K: Ord + Borrow<Q>,
    Q: Ord + ?Sized,
{
    type Output = V;

    /// Panics when `key` is absent, as the standard maps do.
    fn index(&self, key: &Q) -> &V {
        self.get(key).expect("no entry for this key")
    }
}

#[cfg(feature = "serde")]
impl<K: serde::Serialize, V: serde::Serialize> serde::Serialize for SmallMap<K, V> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.entries.len()))?;
        for (k, v) in &self.entries {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn keeps_keys_in_order_as_a_btree_map_does() {
        let keys = ["white", "black", "size", "first", "black", "a", "zz"];
        let mut ours = SmallMap::new();
        let mut std = BTreeMap::new();
        for (i, k) in keys.iter().enumerate() {
            assert_eq!(ours.insert(*k, i), std.insert(*k, i));
        }
        let ours: Vec<_> = ours.iter().map(|(k, v)| (*k, *v)).collect();
        let std: Vec<_> = std.into_iter().collect();
        assert_eq!(ours, std);
    }

    #[test]
    fn finds_by_borrowed_key() {
        let map: SmallMap<String, u32> = [("size".to_string(), 7)].into();
        assert_eq!(map.get("size"), Some(&7));
        assert_eq!(map["size"], 7);
        assert_eq!(map.get("start"), None);
        assert_eq!(map.len(), 1);
    }
}
