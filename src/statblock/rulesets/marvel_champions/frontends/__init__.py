"""Marvel Champions' front-ends: MarvelCDB card JSON (`marvelcdb.py`) and the native `.champions`
format (`native.py`). Each gives the cards of a file as `source.CardSource`, with diagnostics."""
