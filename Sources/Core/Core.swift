// Core module.
