"""Each game's phone adapter (``phones.adapter.PhoneGame``), named by its catalogue entry."""
