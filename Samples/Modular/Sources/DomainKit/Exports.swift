// One import for the feature modules: the domain and, for convenience, the data layer.
@_exported import Domain
@_exported import Data
