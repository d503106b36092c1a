struct Console {}
