import Storage
import Views

/// The person's settings: the defaults, changed by whatever the config file says.
public struct Config: Sendable {
    /// The keys, with the file's `bind` and `unbind` lines applied to the default keymap.
    public var keymap: Keymap<AppMode, KeyCommand>
    /// The status filter the list opens with (`set default-filter`).
    public var defaultFilter: StatusFilter
    /// The sort lens the list opens with, nil for the file's order (`set sort`).
    public var sort: RowSort?
    /// What each colour role looks like (`color` lines).
    public var theme: Theme
    /// Whether mouse reporting is switched on (`set mouse`).
    public var mouse: Bool
    /// Milliseconds to wait after Esc for the rest of a key's sequence (`set escape-delay`);
    /// nil leaves it to `ESCDELAY`, else 25.
    public var escapeDelay: Int?
    /// Whether every row's id is written into its line (`set ids always`), for scripts that
    /// want ids that stay as rows change; else only the ids the person asked for (`asked`).
    public var writesIDs: Bool

    /// Lista's settings with no config file.
    public static let defaults = Config(keymap: AppKeymap.keymap, defaultFilter: .all, sort: nil, theme: .default,
                                         mouse: true, escapeDelay: nil, writesIDs: false)

    /// The settings `set` changes, as the file and `lista config --print` name them.
    public static let settingNames = ConfigSetting.all.map(\.name)

    /// The values `set sort` takes: `none` (the file's order), then each sort.
    public static let sortNames = ["none"] + RowSort.allCases.map(\.rawValue)

    /// The longest escape delay a config may ask for, in milliseconds.
    public static let escapeDelayLimit = 1000
}
