"""Who may use the dashboard: allowed host names and origins (`hosts`), the judge's key and
one-time login links (`judge`), the gate that checks every request (`gate`)."""
