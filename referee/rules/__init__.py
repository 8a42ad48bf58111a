"""One module per rule of «Шляпа» that the checker can hear being broken."""
