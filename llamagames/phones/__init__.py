"""Phones as private hands: a friend's phone holds one seat of the laptop's game.

The laptop stays the one authority: :mod:`.host` owns the match's side (in the frame loop's
thread), :mod:`.server` is the network side (aiohttp in a background thread), and the two
meet only through thread-safe queues. A phone receives its seat's :class:`SeatView` as JSON
(:mod:`.views`) and sends back action texts (:mod:`.protocol`). Each game's own part (its
moves' words, what its page needs) is its adapter in ``games/``, named by the catalogue
(:mod:`.adapter`). Nothing here is imported by the rules, the bots or the match.
"""
