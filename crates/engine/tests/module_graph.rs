//! The engine's modules form layers: no module imports one that imports it
//! back, and a game's folder imports only the shared modules (never another
//! game, nor the registry and the front faces built on the games).
//!
//! The test reads the sources: every `use` tree and every inline
//! `crate::`, `super::` or `self::` path outside the `#[cfg(test)]` module
//! at the end of a file is an edge from the file's module to the deepest
//! module the path names (`mod x;` declarations are not edges). Importing
//! through the crate root's re-exports would be an edge to the root, which
//! imports everything, and so shows as a cycle.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

type Graph = BTreeMap<String, BTreeSet<String>>;

fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            source_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/games/achi/rules.rs` → `crate::games::achi::rules`.
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    std::iter::once("crate".to_string())
        .chain(parts)
        .collect::<Vec<_>>()
        .join("::")
}

/// The code of a file without comments and without its test module.
fn code(text: &str) -> String {
    let body = text.split("#[cfg(test)]").next().unwrap_or_default();
    body.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Expands a use tree (`crate::a::{b, c::{D, E}}`) into full paths.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        return vec![tree
            .split(" as ")
            .next()
            .unwrap_or_default()
            .trim()
            .to_string()];
    };
    let prefix = tree[..open].trim_end_matches("::").trim();
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[start..]);
    items
        .into_iter()
        .filter(|item| !item.trim().is_empty())
        .flat_map(expand)
        .map(|rest| match (prefix.is_empty(), rest.as_str()) {
            (true, _) => rest,
            (false, "self") => prefix.to_string(),
            (false, _) => format!("{prefix}::{rest}"),
        })
        .collect()
}

/// Every path the code names from the crate, its parent or itself.
fn paths_named(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before_ok = at == 0 || !rest.as_bytes()[at - 1].is_ascii_alphanumeric();
        let Some(end) = rest[at..].find(';') else {
            break;
        };
        if before_ok {
            paths.extend(expand(&rest[at + 4..at + end]));
        }
        rest = &rest[at + end + 1..];
    }
    for word in code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')) {
        if ["crate::", "super::", "self::"]
            .iter()
            .any(|p| word.starts_with(p))
        {
            paths.push(word.trim_end_matches(':').to_string());
        }
    }
    paths
}

/// The deepest known module a path names, seen from module `from`.
fn resolve(from: &str, path: &str, modules: &BTreeSet<String>) -> Option<String> {
    let mut parts: Vec<&str> = path.split("::").collect();
    let mut base: Vec<&str> = from.split("::").collect();
    match parts.first().copied() {
        Some("crate") => base = vec!["crate"],
        Some("self") => {}
        Some("super") => {
            while parts.first() == Some(&"super") {
                base.pop();
                parts.remove(0);
            }
            parts.insert(0, "self");
        }
        _ => return None, // std, serde, ...
    }
    let mut current = base.join("::");
    let mut best = current.clone();
    for part in parts.into_iter().skip(1) {
        current = format!("{current}::{part}");
        if modules.contains(&current) {
            best = current.clone();
        } else {
            break;
        }
    }
    Some(best)
}

fn graph() -> Graph {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    source_files(&src, &mut files);
    let modules: BTreeSet<String> = files.iter().map(|f| module_of(&src, f)).collect();
    let mut graph = Graph::new();
    for file in &files {
        let from = module_of(&src, file);
        let text = code(&fs::read_to_string(file).unwrap());
        let edges = graph.entry(from.clone()).or_default();
        for path in paths_named(&text) {
            if let Some(to) = resolve(&from, &path, &modules) {
                if to != from {
                    edges.insert(to);
                }
            }
        }
    }
    graph
}

/// A cycle through the graph, if there is one.
fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &Graph,
        done: &mut BTreeSet<String>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = stack.iter().position(|n| n == node) {
            let mut cycle = stack[at..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, done, stack) {
                return Some(cycle);
            }
        }
        stack.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut done, &mut Vec::new()))
}

#[test]
fn the_parser_reads_use_trees() {
    assert_eq!(
        expand("crate::a::{b, c::{D, E as F}, self}"),
        [
            "crate::a::b",
            "crate::a::c::D",
            "crate::a::c::E",
            "crate::a"
        ]
    );
    let modules: BTreeSet<String> = ["crate", "crate::x", "crate::x::y", "crate::z"]
        .map(String::from)
        .into();
    assert_eq!(
        resolve("crate::x::y", "super::Thing", &modules).as_deref(),
        Some("crate::x")
    );
    assert_eq!(
        resolve("crate::x", "self::y::T", &modules).as_deref(),
        Some("crate::x::y")
    );
    assert_eq!(
        resolve("crate::x", "crate::z::f", &modules).as_deref(),
        Some("crate::z")
    );
    assert_eq!(resolve("crate::x", "std::fmt", &modules), None);
    let cyclic: Graph = [
        ("a".to_string(), BTreeSet::from(["b".to_string()])),
        ("b".to_string(), BTreeSet::from(["a".to_string()])),
    ]
    .into();
    assert!(find_cycle(&cyclic).is_some());
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let graph = graph();
    assert!(graph.len() > 20, "read only {} modules", graph.len());
    if let Some(cycle) = find_cycle(&graph) {
        panic!("import cycle: {}", cycle.join(" → "));
    }
}

#[test]
fn games_import_only_shared_modules() {
    let front = [
        "crate::registry",
        "crate::any",
        "crate::snapshot",
        "crate::think",
        "crate",
    ];
    for (from, edges) in graph() {
        let Some(game) = from.strip_prefix("crate::games::") else {
            continue;
        };
        let game = game.split("::").next().unwrap_or_default();
        for to in edges {
            let other_game = to
                .strip_prefix("crate::games::")
                .is_some_and(|g| g.split("::").next() != Some(game));
            assert!(
                !other_game && !front.contains(&to.as_str()),
                "{from} imports {to}"
            );
        }
    }
}
