/// Either a ``TodoItem`` or a reference to an object of the caller's, in an item's 24 bytes.
///
/// For values that are mostly an item alone and now and then more (the item boxed with state of
/// the caller's, as a list row with its cursor). An enum of the two is 24 bytes as well, but
/// Swift keeps its case in the reference's spare bits, and LeakSanitizer cannot follow a
/// reference so marked (the reason ``TodoItem`` lays itself out by hand). Here every reference
/// stays plain: the object sits where the item's reference would, marked by a layout no item has.
/// Every member is O(1).
public struct TodoItemOrObject<Object: AnyObject & Sendable>: Sendable {
    @usableFromInline var raw: TodoItem

    @inlinable public init(_ item: TodoItem) {
        raw = item
    }

    @inlinable public init(_ object: Object) {
        raw = TodoItem(lending: object)
    }

    /// Whether it holds an item (not an object).
    @inlinable public var holdsItem: Bool {
        !raw.isLent
    }

    /// The object, when it holds one.
    @inlinable public var object: Object? {
        raw.lentObject.map { unsafeDowncast($0, to: Object.self) }
    }

    /// The item, changed in place. Traps when it holds an object.
    @inlinable public var item: TodoItem {
        get {
            precondition(holdsItem, "TodoItemOrObject holds an object, not an item")
            return raw
        }
        _modify {
            precondition(holdsItem, "TodoItemOrObject holds an object, not an item")
            yield &raw
        }
    }

    /// Whether it holds an object that nothing else references, which it may then change in
    /// place (copy-on-write). False when it holds an item.
    @inlinable public mutating func holdsUniquelyReferencedObject() -> Bool {
        raw.lentObjectIsUniquelyReferenced()
    }
}
