"""The guesser's answers heard wrong: matched by sound (`heard_guess`) and listened to again
(`second_listen`)."""
