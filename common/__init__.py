"""What both the engine (`game/`) and the referee (`referee/`) need: errors for people, the one
pymorphy3 analyzer."""
