//! A game's start options: the values as text (the way URLs, the CLI and
//! saved games carry them), each game's description of the options it has
//! (name, default, the values it offers, what else it accepts), and the one
//! checker every front end goes through. Imports only the error module
//! and the small map.

use crate::error::{Error, ErrorKind};
use crate::small_map::SmallMap;

#[cfg(feature = "serde")]
use serde::Serialize;

/// Option values as text, by option name (`first`, `size`, `start`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchOptions {
    values: SmallMap<String, String>,
}

impl MatchOptions {
    pub fn new() -> MatchOptions {
        MatchOptions::default()
    }

    /// These options and one more value.
    pub fn with(mut self, name: &str, value: impl Into<String>) -> MatchOptions {
        self.set(name, value);
        self
    }

    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        self.values.insert(name.to_string(), value.into());
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    /// Name and value of each option, sorted by name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.values.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// Values an option accepts beyond its menu, by the value of another option
/// (Rastros: every start square of the board, by board size).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct MoreValues {
    /// The option whose value selects the list.
    pub by: &'static str,
    pub values: SmallMap<String, Vec<String>>,
}

/// One start option of a game, as every front end shows and checks it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct OptionSpec {
    pub name: &'static str,
    pub default: String,
    /// The values a settings menu offers, in order.
    pub menu: Vec<String>,
    /// What is allowed, in words, for messages: `5 to 9`, `white or black`.
    pub range: String,
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub more: Option<MoreValues>,
}

impl OptionSpec {
    /// An option whose only values are those of its menu.
    pub fn menu(name: &'static str, default: &str, menu: &[&str]) -> OptionSpec {
        OptionSpec {
            name,
            default: default.to_string(),
            menu: menu.iter().map(|v| v.to_string()).collect(),
            range: words(menu),
            more: None,
        }
    }

    /// Whether `value` (normalised) is allowed, given the other options
    /// already settled.
    fn allows(&self, value: &str, settled: &MatchOptions) -> bool {
        self.menu.iter().any(|v| v == value)
            || self.more.as_ref().is_some_and(|more| {
                let key = settled.get(more.by).unwrap_or_default();
                more.values
                    .get(key)
                    .is_some_and(|list| list.iter().any(|v| v == value))
            })
    }
}

/// `a`, `a or b`, `a, b or c`.
fn words(values: &[&str]) -> String {
    match values {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// Options as given (trimmed, lower case), checked against a game's specs
/// in their order (an option's `more` values depend on options before it),
/// completed with defaults. The error names the option and what it allows.
pub fn check_options(
    game: &str,
    specs: &[OptionSpec],
    given: &MatchOptions,
) -> Result<MatchOptions, Error> {
    if let Some((name, _)) = given
        .iter()
        .find(|(name, _)| !specs.iter().any(|s| s.name == *name))
    {
        let known: Vec<&str> = specs.iter().map(|s| s.name).collect();
        let has = if known.is_empty() {
            "no options".to_string()
        } else {
            format!("the options {}", words(&known))
        };
        return Err(Error::new(
            ErrorKind::NoSuchOption,
            format!("{game} has no option '{name}' ({game} has {has})"),
        ));
    }
    let mut settled = MatchOptions::new();
    for spec in specs {
        let value = match given.get(spec.name) {
            None => spec.default.clone(),
            Some(raw) => {
                let value = raw.trim().to_ascii_lowercase();
                if !spec.allows(&value, &settled) {
                    return Err(Error::option(
                        spec.name,
                        format!(
                            "{} '{}' is not allowed in {game} (expected {})",
                            spec.name,
                            raw.trim(),
                            spec.range
                        ),
                    ));
                }
                value
            }
        };
        settled.set(spec.name, value);
    }
    Ok(settled)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn specs() -> Vec<OptionSpec> {
        let mut start = OptionSpec::menu("start", "free", &["free", "fixed"]);
        start.more = Some(MoreValues {
            by: "size",
            values: [("5".to_string(), vec!["c3".to_string()])].into(),
        });
        vec![OptionSpec::menu("size", "7", &["5", "7"]), start]
    }

    #[test]
    fn fills_defaults_and_normalises() {
        let given = MatchOptions::new().with("size", " 5 ").with("start", "C3");
        let checked = check_options("g", &specs(), &given).unwrap();
        assert_eq!(checked.get("size"), Some("5"));
        assert_eq!(checked.get("start"), Some("c3"));
        let checked = check_options("g", &specs(), &MatchOptions::new()).unwrap();
        assert_eq!(checked.get("size"), Some("7"));
        assert_eq!(checked.get("start"), Some("free"));
    }

    #[test]
    fn errors_name_the_option_and_its_range() {
        let e = check_options("g", &specs(), &MatchOptions::new().with("size", "4")).unwrap_err();
        assert_eq!(
            (e.kind, e.option),
            (ErrorKind::OptionOutOfRange, Some("size"))
        );
        assert!(e.message.contains("expected 5 or 7"), "{e}");
        // c3 is a start square of the 5×5 board only.
        let e = check_options("g", &specs(), &MatchOptions::new().with("start", "c3")).unwrap_err();
        assert_eq!(e.option, Some("start"));
        let e =
            check_options("g", &specs(), &MatchOptions::new().with("colour", "red")).unwrap_err();
        assert_eq!(e.kind, ErrorKind::NoSuchOption);
        assert!(e.message.contains("size or start"), "{e}");
    }
}
