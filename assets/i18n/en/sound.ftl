# Sound: why there is none. Said once in the status bar, when a sound is
# first due; the count then rings the terminal's bell.

sound-off-no-library = Sound off: the ALSA library (libasound.so.2) is missing ({ $why }); the count rings the bell. Install libasound2 (and libasound2-plugins for PulseAudio or PipeWire).
sound-off-no-device = Sound off: no audio output could be opened ({ $why }); the count rings the bell.
sound-off-lost = Sound stopped: the audio output failed ({ $why }); the count rings the bell.
sound-off-no-answer = Sound off: the audio output did not answer (a sound server that hangs?); the count rings the bell.
sound-off-hung = Sound stopped: the audio output stopped answering (a sound server that hangs?); the count rings the bell.
sound-off-ended = Sound stopped: the sound player ended unexpectedly (it is stopped if the audio configuration makes it use too much memory); the count rings the bell.
