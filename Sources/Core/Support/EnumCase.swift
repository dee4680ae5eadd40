/// The name of an enum value's case, read by reflection, for messages.
enum EnumCase {
    /// `.editor(…)` is "editor", `.other` is "other". O(1) reflection of one level.
    static func name(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return "\(value)" }
        return mirror.children.first?.label ?? "\(value)"
    }
}
