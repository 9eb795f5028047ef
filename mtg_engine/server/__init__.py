"""The game server (`mtg serve`): FastAPI, one WebSocket per seat, games stored in SQLite.

FastAPI and uvicorn are imported only by `app` and `cli.run`, so `mtg --help` stays fast.
"""
