import Core
import Storage

extension TodoDate {
    /// The local calendar day `moment` falls on (Storage's rule, ``TodoDate/init(localDayAt:)``).
    public init(localDayOf moment: Timestamp) {
        self.init(localDayAt: moment.secondsSince1970)
    }
}
