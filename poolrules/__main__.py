from poolrules.cli import main

main()
