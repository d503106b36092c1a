struct Console { func help() -> String { RunCommand.usage } }
