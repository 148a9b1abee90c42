//! `tabuleiro <command> <game> [options]`: the engine's text interface
//! (DESIGN.md). Output goes to stdout; bad input prints one line naming
//! what and where on stderr and exits with status 2. Each command family
//! has its own module; this file only dispatches.

mod args;
#[cfg(test)]
mod args_check;
mod bench;
mod common;
mod describe;
mod position;
mod puzzle_check;
mod puzzles;
mod selfplay;
mod soak;
mod uci;

use std::process::ExitCode;

use args::{Command, Invocation};

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match args::parse(&argv).and_then(|inv| run(&inv)) {
        Ok(output) => {
            print!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("tabuleiro: {}", args::one_line(&message));
            ExitCode::from(2)
        }
    }
}

fn run(inv: &Invocation) -> Result<String, String> {
    match inv.command {
        Command::Legal | Command::Perft(_) | Command::Solve | Command::Best => position::run(inv),
        Command::Selfplay => selfplay::run(inv),
        Command::Bench => bench::run(inv),
        Command::Describe => describe::run(),
        Command::Puzzles(mode) => puzzles::run(inv, mode),
        Command::Uci => uci::run(inv),
        Command::Soak => soak::run(inv),
    }
}
