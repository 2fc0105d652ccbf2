# Pasting: a record or a position pasted in the terminal (bracketed
# paste), opened in review or loaded in the editor.

## Why a paste does not open.
paste-too-large = The pasted text is not read: it is { $size } bytes, and a record larger than { $limit } is refused
paste-not-a-record = The pasted text is not a record (KIF, KI2, CSA, SFEN, USI, BOD)
paste-bad-record = The pasted text is not a { $format } record: { $error }

## The review of a pasted record.
paste-source = pasted record
paste-opened = Pasted { $format } record, { $moves }: S writes it into a file
paste-opened-position = Pasted position ({ $format }): S writes it into a file
paste-in-no-file = the pasted record is in no file yet: S writes it into a new one
paste-replace-title = Open the pasted record?
paste-replace-question = Open the pasted record without it? ({ $how })
paste-key-open-yes = y: open it
paste-kept = The pasted record was not opened: your changes are kept
