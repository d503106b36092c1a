struct Engine { let clock = Clock() }
