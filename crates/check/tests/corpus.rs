//! The fuzz targets without the fuzzer: every committed seed of
//! `fuzz/corpus/<target>/` and every input that ever failed, kept in
//! `fuzz/regressions/<target>/`, replayed by plain `cargo test`; then a few
//! hundred random inputs per target from proptest.

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use tabuleiro_check::targets::TARGETS;

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz")
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    out.sort();
    out
}

#[test]
fn every_seed_and_every_past_failure_passes() {
    for (name, target) in TARGETS {
        let seeds = files(&fuzz_dir().join("corpus").join(name));
        assert!(!seeds.is_empty(), "the corpus of {name} is committed");
        let past = files(&fuzz_dir().join("regressions").join(name));
        for path in seeds.iter().chain(&past) {
            let data = std::fs::read(path).unwrap_or_default();
            assert_eq!(target(&data), Ok(()), "{}", path.display());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_break_nothing(data in proptest::collection::vec(any::<u8>(), 0..400)) {
        for (name, target) in TARGETS {
            prop_assert_eq!(target(&data), Ok(()), "{}", name);
        }
    }
}
