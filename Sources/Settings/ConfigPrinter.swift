import Views

/// The effective configuration as a config file, defaults included: what
/// `lista config --print` writes. Read back on top of the defaults, it gives the same settings.
public enum ConfigPrinter {
    /// Every setting, then, mode by mode in the help's order, the default keys that were
    /// unbound and every key of every command.
    /// - Complexity: O(bindings × keys).
    public static func text(_ config: Config, source: String) -> String {
        var lines = ["# Lista's settings in effect, defaults included.", "# Read from: \(source)", ""]
        lines += ConfigSetting.all.map { $0.printed(config) }
        lines.append("")
        lines.append("# Colours: \(ThemeSyntax.usage); - is no colour (the one under it shows)")
        lines += ColorSetting.lines(config.theme)
        for mode in AppMode.allCases {
            let bindings = config.keymap.bindings(in: mode)
            guard !bindings.isEmpty else { continue }
            lines.append("")
            lines.append("# \(mode.title)")
            for key in unbound(in: mode, config) { lines.append("unbind \(mode.rawValue) \(key)") }
            for binding in bindings {
                let keys = binding.keys.compactMap(\.configName)
                if keys.isEmpty { lines.append("# \(binding.name): no key") }
                for key in keys { lines.append("bind \(mode.rawValue) \(key) \(binding.name)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The default keys of `mode` that no longer send their default command.
    private static func unbound(in mode: AppMode, _ config: Config) -> [String] {
        Config.defaults.keymap.bindings(in: mode).flatMap { binding in
            binding.keys.filter { key in
                !config.keymap.bindings(in: mode).contains { $0.name == binding.name && $0.keys.contains(key) }
            }
        }.compactMap(\.configName)
    }
}
