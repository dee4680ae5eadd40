import Synchronization

/// Tells presentations apart: the enum case (for destination enums) and the `id` of an
/// Identifiable child.
enum PresentationIdentity {
    static let counter = Atomic<Int>(0)

    static func nextID() -> Int { counter.add(1, ordering: .relaxed).newValue }

    static func of(_ value: Any) -> String {
        var identity = "\(type(of: value))"
        var current = value
        // Walk down single-payload enum cases: `.editor(Editor.State)` is "editor" plus the
        // payload's own identity.
        for _ in 0..<4 {
            if let identifiable = current as? any Identifiable {
                identity += "#\(identifiable.id)"
            }
            let mirror = Mirror(reflecting: current)
            guard mirror.displayStyle == .enum else { break }
            identity += "." + EnumCase.name(of: current)
            guard let child = mirror.children.first else { break }
            current = child.value
        }
        return identity
    }
}
