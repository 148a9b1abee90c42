//! Fuzz target `record`: the body is `tabuleiro_check::targets::record`, which
//! the corpus replay in `cargo test` runs too; a failure is a panic here.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(what) = tabuleiro_check::targets::record(data) {
        panic!("record: {what}");
    }
});
