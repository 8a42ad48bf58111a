"""HTTP and WebSocket routes, one module per resource (include them in `api.app.ROUTERS`)."""
